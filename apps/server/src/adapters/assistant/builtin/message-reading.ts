import { toPlainText } from '../port/plain-text';
import { hasTitle, isContentless, makeTitle } from './draft-title';
import { type DetectedLocation, detectLocation } from './location-detector';
import { announcesAnotherProblem, isCorrection, isGreeting, type ReportSignals, readSignals } from './report-signals';
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
 * of it (is it a correction? where? what category?): each answer is computed once per turn.
 */
export function readMessage(text: string, language: string): MessageReading {
  const memo = new Map<keyof MessageReading, unknown>();
  const once = <K extends keyof MessageReading>(key: K, compute: () => MessageReading[K]): MessageReading[K] => {
    if (!memo.has(key)) memo.set(key, compute());
    return memo.get(key) as MessageReading[K];
  };
  const reading: MessageReading = {
    text,
    get head() {
      return once('head', () => toPlainText(text.slice(0, maxAnalysedLength), maxAnalysedLength));
    },
    get tokens() {
      return once('tokens', () => tokenize(reading.head));
    },
    get cueText() {
      return once('cueText', () => toCueText(reading.head));
    },
    get isContentless() {
      return once('isContentless', () => isContentless(reading.head, reading.tokens));
    },
    get isGreeting() {
      return once('isGreeting', () => isGreeting(reading.head, language, reading.cueText));
    },
    get isCorrection() {
      return once('isCorrection', () => isCorrection(reading.head, language, reading.cueText));
    },
    get announcesAnotherProblem() {
      return once('announcesAnotherProblem', () => announcesAnotherProblem(reading.head, language, reading.cueText));
    },
    get location() {
      return once('location', () => detectLocation(reading.head, language, reading.tokens));
    },
    get title() {
      return once('title', () => makeTitle(reading.head, language, reading.location ?? undefined));
    },
    get hasTitle() {
      return once('hasTitle', () => hasTitle(reading.head, reading.location ?? undefined));
    },
    get titleWithPlace() {
      return once('titleWithPlace', () => makeTitle(reading.head, language, undefined));
    },
    get signals() {
      return once('signals', () => readSignals(reading.head, language, reading.cueText));
    },
    get wordCount() {
      return once('wordCount', () => text.split(/\s+/).filter(Boolean).length);
    },
  };
  return reading;
}
