import { chatLimits } from '@sitewatch/shared';
import type { ChatHintTopic, Translation } from '@sitewatch/shared/i18n';
import { allTranslations } from '@sitewatch/shared/i18n/all';
import type { IssueDraft } from '../port/chat-engine';
import type { VisitorTurn } from '../port/conversation';
import { toPlainText } from '../port/plain-text';
import { isContentless, makeTitle } from './draft-title';
import { detectLocation } from './location-detector';
import { capitalize } from './words';

export type IntakeDecision =
  | { kind: 'askDetails' }
  | { kind: 'askLocation' }
  | { kind: 'photoReceived' }
  | { kind: 'draft'; draft: IssueDraft };

/** Spec: the report is drafted at the latest after the visitor's third message. */
export const maxTurnsBeforeDraft = 3;

interface IntakeState {
  /** The visitor's words about the problem, in order (the description keeps them all). */
  details: string[];
  /** A title taken from the visitor's first specific sentence. */
  title?: string;
  /** The hint card the visitor started with, if any: its label is a title of last resort. */
  hintTopic?: ChatHintTopic;
  location?: string;
  photoIds: string[];
  turns: number;
  hasAskedDetails: boolean;
  expecting: 'details' | 'location' | null;
  lastTurnWasPhoto: boolean;
}

const newState = (): IntakeState => ({
  details: [],
  photoIds: [],
  turns: 0,
  hasAskedDetails: false,
  expecting: null,
  lastTurnWasPhoto: false,
});

const normalizeHint = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.!?。！？؟]+$/u, '')
    .trim();
let hintTopics: Map<string, ChatHintTopic> | undefined;
/** The canned first message of a hint card, in any language (the page sends it as the visitor's message). */
function findHintTopic(text: string): ChatHintTopic | undefined {
  if (!hintTopics) {
    hintTopics = new Map();
    for (const translation of Object.values(allTranslations)) {
      for (const [topic, hint] of Object.entries(translation.chatHints) as Array<
        [ChatHintTopic, { message: string }]
      >) {
        hintTopics.set(normalizeHint(hint.message), topic);
      }
    }
  }
  return hintTopics.get(normalizeHint(text));
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function takeTurn(state: IntakeState, turn: VisitorTurn, language: string): void {
  state.turns += 1;
  state.lastTurnWasPhoto = turn.type === 'userPhoto';
  if (turn.type === 'userPhoto') {
    state.photoIds.push(turn.photoId);
    return;
  }
  // Markup is not part of what the visitor means: "<b>Broken</b> **shelf**" is "Broken shelf".
  const text = toPlainText(turn.content, chatLimits.textLength);
  if (!text) return;
  if (state.expecting === 'location') {
    // The answer to "where is it?" is the location, in the visitor's words; a long answer also
    // carries details, so only its place phrase becomes the location.
    const isLong = wordCount(text) > 12;
    const found = isLong ? detectLocation(text, language) : null;
    state.location = found?.location ?? capitalize(text.replace(/[\s.!?。！？؟]+$/u, ''), language);
    if (isLong) state.details.push(text);
    return;
  }
  const hint = findHintTopic(text);
  if (hint) {
    state.hintTopic ??= hint;
    state.details.push(text);
    return;
  }
  if (isContentless(text)) return;
  const found = detectLocation(text, language);
  if (found && !state.location) state.location = found.location;
  state.details.push(text);
  state.title ??= makeTitle(text, language, found ?? undefined) ?? undefined;
}

function decide(state: IntakeState, texts: Translation): IntakeDecision {
  const isAtLimit = state.turns >= maxTurnsBeforeDraft;
  const knowsWhat = state.title !== undefined || (state.hintTopic !== undefined && state.hasAskedDetails);
  if (!isAtLimit && !knowsWhat) {
    if (state.details.length === 0 && state.lastTurnWasPhoto) return { kind: 'photoReceived' };
    return { kind: 'askDetails' };
  }
  if (!isAtLimit && !state.location) return { kind: 'askLocation' };
  // Every field comes from the visitor's words, or is a plain "not given" (never an invented fact).
  const title =
    state.title ?? (state.hintTopic ? texts.chatHints[state.hintTopic].label : texts.assistant.fallbackTitle);
  return {
    kind: 'draft',
    draft: {
      title,
      description: state.details.join('\n') || title,
      location: state.location ?? texts.assistant.locationNotGiven,
      photoIds: [...state.photoIds],
    },
  };
}

/**
 * Replays the visitor's turns of the current report and decides the next step. Deterministic: the
 * same conversation always gets the same answer, and nothing the client claims the assistant said
 * is trusted (only the visitor's own messages count).
 */
export function decideNextStep(turns: readonly VisitorTurn[], language: string, texts: Translation): IntakeDecision {
  let state = newState();
  let decision: IntakeDecision = { kind: 'askDetails' };
  for (const turn of turns) {
    takeTurn(state, turn, language);
    decision = decide(state, texts);
    if (decision.kind === 'draft' && turn !== turns[turns.length - 1]) {
      // The client dropped a draft it was sent: what follows is a new report.
      state = newState();
      continue;
    }
    state.hasAskedDetails ||= decision.kind === 'askDetails';
    state.expecting = decision.kind === 'askLocation' ? 'location' : decision.kind === 'askDetails' ? 'details' : null;
  }
  return decision;
}
