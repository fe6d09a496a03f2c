import type { CategoryId } from '@sitewatch/shared';
import type { ChatHintTopic } from '@sitewatch/shared/i18n';
import type { MessageReading } from './message-reading';

/** What the replay knows of the report being drafted, turn after turn. */
export interface IntakeState {
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
  /**
   * Earlier words a correction replaced ("2nd floor" → "3rd floor"): each applies to the details
   * before it, and to the title and the place answer. Applied once, when the draft is built.
   */
  rewrites: Array<{ from: string; to: string; detailCount: number }>;
  /** What the visitor said of this report, as place keys (toPlaceKey), and how many details it holds. */
  saidKey: string;
  saidDetails: number;
}

export const newState = (): IntakeState => ({
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
  rewrites: [],
  saidKey: '',
  saidDetails: -1,
});

/** Adds a message's words to the report: its details, and its signals (read once, here). */
export function addDetail(state: IntakeState, message: MessageReading): void {
  state.details.push(message.text);
  const signals = message.signals;
  state.isUrgent ||= signals.isUrgent;
  if (signals.category)
    state.categoryScores.set(signals.category, (state.categoryScores.get(signals.category) ?? 0) + 1);
}

export function reportCategory(state: IntakeState): CategoryId | null {
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
