import { type CategoryId, type ChatMessage, chatLimits } from '@sitewatch/shared';
import type { ChatHintTopic, Translation } from '@sitewatch/shared/i18n';
import { allTranslations } from '@sitewatch/shared/i18n/all';
import type { IssueDraft } from '../../../adapters/assistant/port/chat-engine';
import { toPlainText } from '../../../adapters/assistant/port/plain-text';
import { detectLocation } from './location-detector';
import { type MessageReading, readMessage } from './message-reading';
import { readSignals, stripCorrectionOpeners } from './report-signals';
import { capitalize, trimEndOf } from './words';

export type IntakeDecision =
  | { kind: 'greet' }
  | { kind: 'askDetails'; isUrgent: boolean }
  | { kind: 'askLocation'; isUrgent: boolean }
  | { kind: 'photoReceived' }
  /** Nothing new for the open draft ("thanks"): point at the card again. */
  | { kind: 'draftShown' }
  | { kind: 'draft'; draft: IssueDraft; isUrgent: boolean; replacesId?: string };

/** A decision while replaying: a draft's fields are built once, for the last turn only. */
type ReplayDecision =
  | Exclude<IntakeDecision, { kind: 'draft' }>
  | { kind: 'draft'; isUrgent: boolean; replacesId?: string };

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
  /** The visitor's own answer to "where is it?", for a description that would equal the title. */
  locationWords?: string;
  photoIds: string[];
  turns: number;
  hasAskedDetails: boolean;
  expecting: 'details' | 'location' | null;
  lastTurnWasPhoto: boolean;
  /** A draft of this report was sent; it stays open (amendable) until submitted. */
  isDrafted: boolean;
  /** The id the page shows the draft under (the assistantIssueCreated that followed it). */
  draftId?: string;
  /** The safety line was said for this report. */
  hasWarned: boolean;
  /** Read once per message: the report's words ask for the safety line. */
  isUrgent: boolean;
  /** Read once per message: how often each category was named. */
  categoryScores: Map<CategoryId, number>;
}

const newState = (): IntakeState => ({
  details: [],
  photoIds: [],
  turns: 0,
  hasAskedDetails: false,
  expecting: null,
  lastTurnWasPhoto: false,
  isDrafted: false,
  hasWarned: false,
  isUrgent: false,
  categoryScores: new Map(),
});

const sentenceTail = /[\s.!?。！？؟]/u;
const normalizeHint = (text: string) => trimEndOf(text.normalize('NFKC').toLowerCase(), sentenceTail).trim();
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
const trimEnd = (text: string) => trimEndOf(text, sentenceTail);
/** Adds a message's words to the report: its details, and its signals (read once, here). */
function addDetail(state: IntakeState, message: MessageReading): void {
  state.details.push(message.text);
  const signals = message.signals;
  state.isUrgent ||= signals.isUrgent;
  if (signals.category)
    state.categoryScores.set(signals.category, (state.categoryScores.get(signals.category) ?? 0) + 1);
}

function reportCategory(state: IntakeState): CategoryId | null {
  let best: CategoryId | null = null;
  let bestScore = 0;
  for (const [category, score] of state.categoryScores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

function takeText(state: IntakeState, message: MessageReading, language: string): void {
  if (state.expecting === 'location') {
    // The answer to "where is it?" is the location, in the visitor's words; a long answer also
    // carries details, so only its place phrase becomes the location.
    const isLong = message.wordCount > 12;
    const found = isLong ? message.location : null;
    state.location = found?.location ?? capitalize(trimEnd(message.head), language);
    state.locationWords = message.text;
    if (isLong) addDetail(state, message);
    return;
  }
  const hint = findHintTopic(message.text);
  if (hint) {
    // The canned hint sentence names a topic; it is not the visitor's description.
    state.hintTopic ??= hint;
    return;
  }
  if (message.isContentless) return;
  const found = message.location;
  if (found && !state.location) state.location = found.location;
  addDetail(state, message);
  state.title ??= message.title ?? undefined;
}

// Clauses that only say what the place is not ("…, not the staff room") are dropped from a correction.
const negatedClause = /^(?:not|no|nicht|kein|nie|non|pas|não|nem|niet|inte|ikke|ei|ne|不是|じゃなく|ではなく)\b/iu;
const copula = /^(?:(?:it|this|that)(?:'s|’s| is| was)|its|es ist|está|esta|c'est|c’est|è|to jest|jest|ist|is)\s+/iu;

/** The place a correction names, in the visitor's words: "Actually it is the break room on the first floor, not the staff room" → "Break room on the first floor". */
function correctedPlace(text: string, language: string): string | null {
  const clauses = text.split(/[,;]|\s[–-]\s/u);
  const kept = [clauses[0] ?? '', ...clauses.slice(1).filter((c) => !negatedClause.test(c.trim()))].join(',');
  // Leave out the opener ("actually", "no", "sorry, I meant") and a plain "in".
  let rest = stripCorrectionOpeners(kept, language);
  rest = trimEnd(stripCorrectionOpeners(rest.replace(copula, '').replace(/^(?:the|a|an)\s+/iu, ''), language));
  if (!rest) return null;
  const signals = readSignals(rest, language);
  if (wordCount(rest) <= 8 && signals.category === null) return capitalize(rest, language);
  return detectLocation(rest, language)?.location ?? null;
}

/**
 * A visitor message after the draft: a correction or more detail amends the open draft (title kept,
 * place and description updated); a different problem starts a new report. Different means: the
 * visitor says so ("also…", "another…"), or the message names a problem of another category than
 * the draft's, without correcting it.
 */
function isDifferentProblem(state: IntakeState, message: MessageReading): boolean {
  if (message.isCorrection) return false;
  if (!message.hasTitle) return false;
  if (message.announcesAnotherProblem) return true;
  const now = message.signals.category;
  const before = reportCategory(state);
  return now !== null && before !== null && now !== before;
}

function amendDraft(state: IntakeState, message: MessageReading, language: string): void {
  const place = message.isCorrection ? correctedPlace(message.head, language) : message.location?.location;
  if (place) state.location = place;
  if (!state.title) state.title = message.titleWithPlace ?? undefined;
  addDetail(state, message);
}

const maxDescriptionLength = chatLimits.textLength * 2;
/**
 * The description holds at most 8,000 characters, so only its source's first 16,000 are cleaned:
 * plain text is never longer than its source, and a turn must not clean 60 × 4,000 characters.
 */
const maxDescriptionSource = maxDescriptionLength * 2;

function joinUpTo(parts: readonly string[], maxLength: number): string {
  let joined = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (joined.length >= maxLength) break;
    joined = `${joined}\n${part}`;
  }
  return joined.slice(0, maxLength);
}

function draftOf(state: IntakeState, texts: Translation): IssueDraft {
  // Every field comes from the visitor's words, or is a plain "not given" (never an invented fact).
  const title =
    state.title ?? (state.hintTopic ? texts.chatHints[state.hintTopic].label : texts.assistant.fallbackTitle);
  const location = state.location ?? texts.assistant.locationNotGiven;
  let description = toPlainText(joinUpTo(state.details, maxDescriptionSource), maxDescriptionLength) || title;
  if (description === title && state.locationWords) {
    description = `${description}\n${toPlainText(state.locationWords, chatLimits.textLength)}`;
  }
  return { title, description, location, photoIds: [...state.photoIds] };
}

function decide(state: IntakeState): ReplayDecision {
  const isUrgent = state.isUrgent;
  const isAtLimit = state.turns >= maxTurnsBeforeDraft;
  const knowsWhat = state.title !== undefined || (state.hintTopic !== undefined && state.hasAskedDetails);
  if (!isAtLimit && !knowsWhat) {
    if (state.details.length === 0 && state.lastTurnWasPhoto) return { kind: 'photoReceived' };
    return { kind: 'askDetails', isUrgent };
  }
  if (!isAtLimit && !state.location) return { kind: 'askLocation', isUrgent };
  return { kind: 'draft', isUrgent };
}

/**
 * Replays the conversation and decides the next step. Deterministic: the same conversation always
 * gets the same answer. Only the visitor's own messages count; of the assistant's, only where its
 * drafts sit and their ids (which draft an amendment replaces, and which ones were submitted).
 */
export function decideNextStep(
  messages: readonly ChatMessage[],
  language: string,
  texts: Translation,
  submittedDraftIds: ReadonlySet<string> = new Set(),
): IntakeDecision {
  let state = newState();
  let decision: ReplayDecision = { kind: 'askDetails', isUrgent: false };
  // Turns the assistant already answered after a submitted draft amended it before it was sent.
  const lastAnswered = messages.findLastIndex(
    (m) => m.type === 'assistantMessage' || m.type === 'assistantIssueCreated',
  );
  let isClosed = false;
  for (const [index, message] of messages.entries()) {
    if (message.type === 'assistantMessage') continue;
    if (message.type === 'assistantIssueCreated') {
      if (state.isDrafted) state.draftId = message.id;
      // A submitted report is closed: the next unanswered message starts another one.
      if (submittedDraftIds.has(message.id)) {
        state = newState();
        isClosed = true;
      }
      continue;
    }
    if (isClosed && index <= lastAnswered) continue;
    if (message.type === 'userMessage' && !message.content.trim()) continue;
    // Markup is not part of what the visitor means ("<b>Broken</b> **shelf**" is "Broken shelf"); the
    // start is cleaned for reading here, the whole text once, for the draft's description.
    const reading = message.type === 'userMessage' && message.content ? readMessage(message.content, language) : null;
    if (state.isDrafted) {
      if (message.type === 'userPhoto') {
        state.photoIds.push(message.photoId);
      } else if (!reading || reading.isContentless) {
        decision = { kind: 'draftShown' };
        continue;
      } else if (isDifferentProblem(state, reading)) {
        state = newState();
      } else {
        amendDraft(state, reading, language);
      }
      if (state.isDrafted) {
        const isUrgent = state.isUrgent;
        decision = { kind: 'draft', isUrgent: isUrgent && !state.hasWarned, replacesId: state.draftId };
        state.hasWarned ||= isUrgent;
        continue;
      }
    }
    state.turns += 1;
    state.lastTurnWasPhoto = message.type === 'userPhoto';
    if (message.type === 'userPhoto') state.photoIds.push(message.photoId);
    else if (reading) {
      if (state.turns === 1 && reading.isContentless && reading.isGreeting) {
        decision = { kind: 'greet' };
        state.hasAskedDetails = true;
        continue;
      }
      takeText(state, reading, language);
    }
    decision = decide(state);
    if (decision.kind !== 'photoReceived' && 'isUrgent' in decision && decision.isUrgent && state.hasWarned) {
      decision = { ...decision, isUrgent: false };
    }
    if ('isUrgent' in decision && decision.isUrgent) state.hasWarned = true;
    state.isDrafted = decision.kind === 'draft';
    state.hasAskedDetails ||= decision.kind === 'askDetails';
    state.expecting = decision.kind === 'askLocation' ? 'location' : decision.kind === 'askDetails' ? 'details' : null;
  }
  // The state after the last turn is the state of the last decision: its draft is built once.
  return decision.kind === 'draft' ? { ...decision, draft: draftOf(state, texts) } : decision;
}
