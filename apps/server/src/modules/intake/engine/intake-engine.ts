import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine, ChatEngineEvent, ChatEngineInput } from '../../../adapters/assistant/port/chat-engine';
import { setBounded } from '../../../lib/bounded-map';
import type { LanguageIdentifier } from '../language/language-identifier';
import { learnedDanger, learnedReportDanger } from '../triage/danger-reading';
import type { TriageClassifier } from '../triage/triage-classifier';
import { decideNextStep, type IntakeDecision } from './intake-conversation';
import { readSignals } from './report-signals';
import { warmUpVocabularies } from './vocabulary/compiled-vocabulary';

/** Pieces of a few words, so the reply streams like any other (the client concatenates them). */
export function splitIntoPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

function replyText(decision: IntakeDecision, texts: ReturnType<typeof getTranslation>['assistant']): string {
  switch (decision.kind) {
    case 'greet':
      return texts.greeting;
    case 'askDetails':
      return texts.askDetails;
    case 'askLocation':
      return texts.askLocation;
    case 'photoReceived':
      return texts.photoReceived;
    case 'draftShown':
      return texts.draftReady;
    case 'draft':
      return decision.replacesId ? texts.draftUpdated : texts.draftReady;
  }
}

/** Messages whose danger reading is remembered: a few hundred conversations' worth (each key ≤ 400 characters). */
const maxDangerReadings = 4096;

/** The start of what the visitor typed, for telling its language. */
function visitorWords(messages: ChatEngineInput['messages']): string {
  let words = '';
  for (const message of messages) {
    if (message.type !== 'userMessage') continue;
    words += `${message.content} `;
    if (words.length > 600) break;
  }
  return words;
}

/**
 * The built-in intake assistant: offline, deterministic, in the visitor's language (texts from the
 * translations, cues from one vocabulary file per language). It greets a greeting, acknowledges the
 * problem, asks where it is when no place was named, and drafts the report as soon as it knows what
 * and where, at the latest after the third visitor message. The draft stays open until submitted: a
 * photo, a correction or more detail updates it in place. A report that looks HIGH or CRITICAL gets
 * the safety line first.
 */
export function createIntakeEngine(
  options: {
    identifier?: LanguageIdentifier | null;
    /** The learned triage classifier once loaded (null before, or without one): it also tells danger. */
    classifier?: () => TriageClassifier | null;
  } = {},
): ChatEngine {
  const identifier = options.identifier ?? null;
  // Every turn replays the conversation: each message is read for danger once, then remembered (bounded).
  const dangerRead = new Map<string, boolean>();
  const isDangerous = (text: string, language: string) => {
    const classifier = options.classifier?.();
    if (!classifier) return false;
    const key = `${language}\n${text}`;
    let isDanger = dangerRead.get(key);
    if (isDanger === undefined) {
      isDanger = learnedDanger(classifier, text, [language]) !== null;
      setBounded(dangerRead, key, isDanger, maxDangerReadings);
    }
    return isDanger;
  };
  function turnEvents(input: Omit<ChatEngineInput, 'signal' | 'loadPhoto'>): ChatEngineEvent[] {
    const texts = getTranslation(input.language).assistant;
    // Replies are in the page's language; the visitor's words are read in the language they are written in
    // (a visitor may type Spanish on an English page).
    const reading = identifier?.readingLanguage(visitorWords(input.messages), input.language) ?? input.language;
    // Danger is read in the page's language too: a Bosnian page's visitor read as Croatian still gets the line.
    const isDangerousHere = (text: string, language: string) =>
      isDangerous(text, language) ||
      (language !== input.language &&
        (readSignals(text, input.language).isUrgent || isDangerous(text, input.language)));
    const readingLanguages = reading === input.language ? [reading] : [reading, input.language];
    const decision = decideNextStep(input.messages, reading, getTranslation(input.language), input.submittedDraftIds, {
      pageLanguage: input.language,
      isDangerous: isDangerousHere,
      isReportDangerous: (draft) => {
        const classifier = options.classifier?.();
        return classifier ? learnedReportDanger(classifier, draft, readingLanguages) === 'CRITICAL' : false;
      },
    });
    const lines = 'isUrgent' in decision && decision.isUrgent ? [texts.safetyFirst] : [];
    lines.push(replyText(decision, texts));
    const events: ChatEngineEvent[] = [];
    for (const line of lines) {
      for (const piece of splitIntoPieces(line)) events.push({ type: 'text', text: piece });
      events.push({ type: 'end-text' });
    }
    if (decision.kind === 'draft')
      events.push({ type: 'draft', draft: decision.draft, replacesId: decision.replacesId });
    return events;
  }
  return {
    kind: 'builtin',
    // English only: see warmUpVocabularies.
    warmUp: async () => {
      await Promise.all([warmUpVocabularies(['en']), identifier?.load()]);
    },
    replyAtOnce: turnEvents,
    async *reply(input: ChatEngineInput): AsyncIterable<ChatEngineEvent> {
      for (const event of turnEvents(input)) {
        if (input.signal.aborted) return;
        yield event;
      }
    },
  };
}
