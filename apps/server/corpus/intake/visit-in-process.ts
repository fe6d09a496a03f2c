import type { ChatMessage, PriorityId } from '@sitewatch/shared';
import { getTranslation } from '@sitewatch/shared/i18n/all';
import type { ChatEngine } from '../../src/adapters/assistant/port/chat-engine';
import {
  createIntakeEngine,
  createLanguageIdentifier,
  createTriage,
  loadTriageClassifier,
  type TriageIssue,
} from '../../src/modules/intake';

/** How one conversation ended: what the chat said on the way and how the draft was stored. */
export interface InProcessOutcome {
  askedWhere: boolean;
  shownSafetyLine: boolean;
  priority: PriorityId;
  location: string;
  /** CPU time of each of the engine's turns, in ms. */
  turnMs: number[];
}

/** The built-in engine and the triage that the submit route runs after it, in process. */
export interface InProcessIntake {
  engine: ChatEngine;
  triage: TriageIssue;
}

/**
 * The engine and triage as the server builds them for the built-in assistant (app-deps.ts): the language
 * identifier and the learned classifier loaded; `rulesOnly` leaves the classifier out of both, for figures of
 * how the rules alone generalise on the split the classifier was trained on.
 */
export async function createInProcessIntake(options: { rulesOnly?: boolean } = {}): Promise<InProcessIntake> {
  const identifier = createLanguageIdentifier();
  await identifier.load();
  const classifier = options.rulesOnly ? null : await loadTriageClassifier();
  return {
    engine: createIntakeEngine({ identifier, classifier: () => classifier }),
    triage: createTriage({ identifier, classifier: async () => classifier, model: null }),
  };
}

const site = { name: 'Riverside Market', purpose: 'retail', operatingHours: '8am - 10pm' };

/**
 * A visitor's conversation with the built-in engine in process, the way the quality suites send one over HTTP
 * (test/intake/support/visitor-over-http.ts): the first message, then `next` (the answer to "where?", or the
 * text again) until a draft, at most three messages; the draft triaged as the submit route does. For the
 * measuring scripts and the danger development set's test, where HTTP would add only time.
 */
export async function visitInProcess(
  parts: InProcessIntake,
  report: { text: string; language: string; next: string },
): Promise<InProcessOutcome> {
  const { engine, triage } = parts;
  const { text, language, next } = report;
  const lines = getTranslation(language).assistant;
  const messages: ChatMessage[] = [];
  const turnMs: number[] = [];
  let askedWhere = false;
  let shownSafetyLine = false;
  let draft: Extract<ChatMessage, { type: 'assistantIssueCreated' }> | undefined;
  let counter = 0;
  const nextId = () => (counter++).toString(16).padStart(8, '0');
  for (let sent = 0; !draft && sent < 3; sent += 1) {
    messages.push({ id: nextId(), type: 'userMessage', content: sent === 0 ? text : next });
    const started = process.cpuUsage();
    const events = engine.replyAtOnce?.({ messages, language, site }) ?? [];
    const used = process.cpuUsage(started);
    turnMs.push((used.user + used.system) / 1000);
    let current = '';
    for (const event of events) {
      if (event.type === 'text') current += event.text;
      else if (event.type === 'end-text') {
        if (current === lines.askLocation) askedWhere = true;
        if (current === lines.safetyFirst) shownSafetyLine = true;
        messages.push({ id: nextId(), type: 'assistantMessage', content: current });
        current = '';
      } else {
        draft = { id: nextId(), type: 'assistantIssueCreated', ...event.draft };
        messages.push(draft);
      }
    }
  }
  if (!draft) throw new Error(`no draft after three messages: ${text}`);
  const { title, description, location } = draft;
  const stored = await triage({ title, description, location, language });
  return { askedWhere, shownSafetyLine, priority: stored.priority, location, turnMs };
}
