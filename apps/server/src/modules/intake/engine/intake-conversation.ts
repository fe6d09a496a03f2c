import type { ChatMessage } from '@sitewatch/shared';
import type { ChatHintTopic, Translation } from '@sitewatch/shared/i18n';
import { allTranslations } from '@sitewatch/shared/i18n/all';
import type { IssueDraft } from '../../../adapters/assistant/port/chat-engine';
import { amendOpenDraft } from './draft-amendment';
import { draftOf } from './draft-building';
import { addDetail, type IntakeState, newState } from './intake-state';
import { type MessageReading, type MessageReadingOptions, readMessage } from './message-reading';
import { capitalize, trimEndOf } from './words';

export type IntakeDecision =
  | { kind: 'greet' }
  | { kind: 'askDetails'; isUrgent: boolean }
  | { kind: 'askLocation'; isUrgent: boolean }
  | { kind: 'photoReceived' }
  /** Nothing new for the open draft ("thanks"): point at the card again. */
  | { kind: 'draftShown' }
  | { kind: 'draft'; draft: IssueDraft; isUrgent: boolean; replacesId?: string };

export interface IntakeReadingOptions extends MessageReadingOptions {
  /** The learned classifier reads the whole draft as immediate danger, as triage will read the submitted report. */
  isReportDangerous?: (draft: IssueDraft) => boolean;
}

/** A decision while replaying: a draft's fields are built once, for the last turn only. */
type ReplayDecision =
  | Exclude<IntakeDecision, { kind: 'draft' }>
  | { kind: 'draft'; isUrgent: boolean; replacesId?: string };

/** Spec: the report is drafted at the latest after the visitor's third message. */
export const maxTurnsBeforeDraft = 3;

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

const trimEnd = (text: string) => trimEndOf(text, sentenceTail);

function takeText(state: IntakeState, message: MessageReading, language: string): void {
  // A photo's caption ("here is a picture") says neither what nor where.
  if (message.isCaptionOnly) return;
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
  options: IntakeReadingOptions = {},
): IntakeDecision {
  let state = newState();
  // Where the report being drafted began: after a submitted one, or at a message that started another.
  let reportStart = 0;
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
        reportStart = index + 1;
        isClosed = true;
      }
      continue;
    }
    if (isClosed && index <= lastAnswered) continue;
    if (message.type === 'userMessage' && !message.content.trim()) continue;
    // Markup is not part of what the visitor means ("<b>Broken</b> **shelf**" is "Broken shelf"); the
    // start is cleaned for reading here, the whole text once, for the draft's description.
    const reading =
      message.type === 'userMessage' && message.content ? readMessage(message.content, language, options) : null;
    if (state.isDrafted) {
      if (message.type === 'userPhoto') {
        state.photoIds.push(message.photoId);
      } else if (!reading || reading.isContentless || reading.isCaptionOnly) {
        // "Thanks", or a photo's caption ("another photo"): the photo itself updates the draft.
        decision = { kind: 'draftShown' };
        continue;
      } else if (amendOpenDraft(state, reading, language)) {
        state = newState();
        reportStart = index;
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
  if (decision.kind !== 'draft') return decision;
  // The state after the last turn is the state of the last decision: its draft is built once.
  const draft = draftOf(state, texts, language);
  // A report that reads as immediate danger only as a whole (triage, reading it the same way once it is submitted,
  // will store it CRITICAL) gets the line with its draft, unless this report was already warned: by a message of it
  // that asked for the line, or by the line said with an earlier draft of it, which is in the conversation.
  // The conversation is scanned before the classifier is asked: the scan costs less than a prediction.
  const isUrgent =
    decision.isUrgent ||
    (!state.hasWarned &&
      !hasSaid(messages, reportStart, texts.assistant.safetyFirst) &&
      (options.isReportDangerous?.(draft) ?? false));
  return { ...decision, isUrgent, draft };
}

/** The assistant said `line` at or after message `from`. */
const hasSaid = (messages: readonly ChatMessage[], from: number, line: string) =>
  messages.some((message, index) => index >= from && message.type === 'assistantMessage' && message.content === line);
