import { toPlainText } from '../../../adapters/assistant/port/plain-text';
import { hasTitle, isContentless, makeTitle } from './draft-title';
import { type DetectedLocation, detectLocation } from './location-detector';
import {
  announcesAnotherProblem,
  isCaptionOnly,
  isCorrection,
  isGreeting,
  type ReportSignals,
  readSignals,
  startsWithCaption,
} from './report-signals';
import { toCueText } from './vocabulary/match-vocabulary';
import { type Token, tokenize } from './words';

/**
 * Only the start of each message is read for its place, title and signals: it bounds the work of a
 * turn (a conversation may hold 60 messages of 4,000 characters) and a visitor says what and where
 * first. The description keeps every word.
 */
export const maxAnalysedLength = 400;

/** What the engine reads in one visitor message. Each part is worked out on first use, at most once. */
export interface MessageReading {
  /** The whole message, as the visitor wrote it (the description keeps it). */
  readonly text: string;
  /** Its start, as plain text: what is read for place, title and signals. */
  readonly head: string;
  /** The head's words, and the head folded for the cue lists: each made once, shared by the readers. */
  readonly tokens: Token[];
  readonly cueText: string;
  readonly isContentless: boolean;
  readonly isGreeting: boolean;
  readonly isCorrection: boolean;
  readonly announcesAnotherProblem: boolean;
  /** Only a photo's caption ("another photo", "noch ein Foto"): it goes with a photo, adds no detail. */
  readonly isCaptionOnly: boolean;
  /** Opens with a word for a photo ("another photo of the leak"): it describes a photo of this report. */
  readonly startsWithCaption: boolean;
  readonly location: DetectedLocation | null;
  /** The title, with the place phrase left out. */
  readonly title: string | null;
  readonly hasTitle: boolean;
  /** The title of the whole start, place included (for an amendment, where the place is the draft's). */
  readonly titleWithPlace: string | null;
  readonly signals: ReportSignals;
  readonly wordCount: number;
}

/**
 * A message is replayed on every turn of its conversation, and several steps ask the same question
 * of it (is it a correction? where? what category?): each answer is computed once per turn. The
 * answers are fields of a class, not closures of an object literal: V8 gives each literal with its
 * own getter functions a new hidden class, which kept every answer alive until a full collection.
 */
export interface MessageReadingOptions {
  /** The learned classifier's word on danger (danger-reading.ts), beside the vocabulary's safety words. */
  isDangerous?: (text: string, language: string) => boolean;
  /**
   * The page's language, when the text is read in another one: its place words are tried when the text's language
   * finds no place. The language identifier misreads short messages ("一楼厕所里有蜈蚣" as Japanese, "Lampu di
   * parkiran B1" as Italian), and a visitor on a page of their language mostly writes it.
   */
  pageLanguage?: string;
}

export function readMessage(text: string, language: string, options: MessageReadingOptions = {}): MessageReading {
  return new Reading(text, language, options);
}

class Reading implements MessageReading {
  #head: string | undefined;
  #tokens: Token[] | undefined;
  #cueText: string | undefined;
  #isContentless: boolean | undefined;
  #isGreeting: boolean | undefined;
  #isCorrection: boolean | undefined;
  #announcesAnotherProblem: boolean | undefined;
  #isCaptionOnly: boolean | undefined;
  #startsWithCaption: boolean | undefined;
  #location: DetectedLocation | null | undefined;
  #title: string | null | undefined;
  #hasTitle: boolean | undefined;
  #titleWithPlace: string | null | undefined;
  #signals: ReportSignals | undefined;
  #wordCount: number | undefined;

  constructor(
    readonly text: string,
    private readonly language: string,
    private readonly options: MessageReadingOptions,
  ) {}

  get head(): string {
    this.#head ??= toPlainText(this.text.slice(0, maxAnalysedLength), maxAnalysedLength);
    return this.#head;
  }
  get tokens(): Token[] {
    this.#tokens ??= tokenize(this.head);
    return this.#tokens;
  }
  get cueText(): string {
    this.#cueText ??= toCueText(this.head);
    return this.#cueText;
  }
  get isContentless(): boolean {
    this.#isContentless ??= isContentless(this.head, this.tokens, this.language);
    return this.#isContentless;
  }
  get isGreeting(): boolean {
    this.#isGreeting ??= isGreeting(this.head, this.language, this.cueText);
    return this.#isGreeting;
  }
  get isCorrection(): boolean {
    this.#isCorrection ??= isCorrection(this.head, this.language, this.cueText);
    return this.#isCorrection;
  }
  get announcesAnotherProblem(): boolean {
    this.#announcesAnotherProblem ??= announcesAnotherProblem(this.head, this.language, this.cueText);
    return this.#announcesAnotherProblem;
  }
  get isCaptionOnly(): boolean {
    this.#isCaptionOnly ??= isCaptionOnly(this.head, this.language, this.cueText);
    return this.#isCaptionOnly;
  }
  get startsWithCaption(): boolean {
    this.#startsWithCaption ??= startsWithCaption(this.head, this.language, this.cueText);
    return this.#startsWithCaption;
  }
  get location(): DetectedLocation | null {
    if (this.#location === undefined) {
      const page = this.options.pageLanguage;
      this.#location =
        detectLocation(this.head, this.language, this.tokens) ??
        (page && page !== this.language ? detectLocation(this.head, page, this.tokens) : null);
    }
    return this.#location;
  }
  get title(): string | null {
    if (this.#title === undefined) this.#title = makeTitle(this.head, this.language, this.location ?? undefined);
    return this.#title;
  }
  get hasTitle(): boolean {
    this.#hasTitle ??= hasTitle(this.head, this.location ?? undefined, this.language);
    return this.#hasTitle;
  }
  get titleWithPlace(): string | null {
    if (this.#titleWithPlace === undefined) this.#titleWithPlace = makeTitle(this.head, this.language, undefined);
    return this.#titleWithPlace;
  }
  get signals(): ReportSignals {
    if (!this.#signals) {
      const signals = readSignals(this.head, this.language, this.cueText);
      const isUrgent = signals.isUrgent || (this.options.isDangerous?.(this.head, this.language) ?? false);
      this.#signals = isUrgent === signals.isUrgent ? signals : { ...signals, isUrgent };
    }
    return this.#signals;
  }
  get wordCount(): number {
    this.#wordCount ??= this.text.split(/\s+/).filter(Boolean).length;
    return this.#wordCount;
  }
}
