import { type PlaceCorrection, readPlaceCorrection } from './correction-reading';
import { addDetail, type IntakeState, reportCategory } from './intake-state';
import type { MessageReading } from './message-reading';
import { replacePlace } from './place-replacement';
import { toPlaceKey } from './place-words';

/**
 * A visitor message after the draft: a correction or more detail amends the open draft (title kept,
 * place and description updated); a different problem starts a new report. Different means: the
 * visitor says so ("also…", "another…"), or the message names a problem of another category than
 * the draft's, without correcting it.
 */
function isDifferentProblem(state: IntakeState, message: MessageReading): boolean {
  if (message.isCorrection || message.startsWithCaption) return false;
  if (!message.hasTitle) return false;
  if (message.announcesAnotherProblem) return true;
  const now = message.signals.category;
  const before = reportCategory(state);
  return now !== null && before !== null && now !== before;
}

function amendDraft(state: IntakeState, message: MessageReading): void {
  // A correction without a place ("actually it is the hot tap") keeps the draft's place.
  const place = message.isCorrection ? undefined : message.location?.location;
  if (place) state.location = place;
  if (!state.title) state.title = message.titleWithPlace ?? undefined;
  addDetail(state, message);
}

/** A place is named at the start of a message: only that much of each is kept for corrections. */
const maxSaidLength = 200;

/** Everything the visitor said of this report, as place keys: what a correction takes back is in it. */
function saidKeyOf(state: IntakeState): string {
  if (state.saidDetails < 0) {
    state.saidKey = toPlaceKey(state.locationWords?.slice(0, maxSaidLength) ?? '');
    state.saidDetails = 0;
  }
  for (; state.saidDetails < state.details.length; state.saidDetails += 1) {
    state.saidKey += ` ${toPlaceKey(state.details[state.saidDetails]?.slice(0, maxSaidLength) ?? '')}`;
  }
  return state.saidKey;
}

/**
 * A correction replaces: the draft's place takes the new floor, number or room and keeps the rest, and
 * the visitor's earlier words are rewritten when the draft is built. A message that only corrected
 * the place adds no detail (the description would contradict itself).
 */
function correctPlace(
  state: IntakeState,
  message: MessageReading,
  correction: PlaceCorrection,
  language: string,
): void {
  const change = replacePlace(state.location, correction, language);
  state.location = change.location;
  state.saidKey = `${saidKeyOf(state)} ${toPlaceKey(change.location)}`;
  if (change.rewrite && change.rewrite.from !== change.rewrite.to) {
    state.rewrites.push({ ...change.rewrite, detailCount: state.details.length });
  }
  if (correction.isOnlyPlace) return;
  if (!state.title) state.title = message.titleWithPlace ?? undefined;
  addDetail(state, message);
}

/**
 * A visitor message after the draft, with words: a correction of the place, more detail, or a
 * different problem. True for a different problem (the caller starts a new report).
 */
export function amendOpenDraft(state: IntakeState, message: MessageReading, language: string): boolean {
  const correction = readPlaceCorrection(message, language, {
    location: state.location,
    saidKey: () => saidKeyOf(state),
  });
  if (correction) correctPlace(state, message, correction, language);
  else if (isDifferentProblem(state, message)) return true;
  else amendDraft(state, message);
  return false;
}
