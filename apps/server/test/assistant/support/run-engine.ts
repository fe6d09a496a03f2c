import type { ChatMessage } from '@sitewatch/shared';
import type {
  ChatEngine,
  ChatEngineEvent,
  ChatEngineInput,
  IssueDraft,
} from '../../../src/adapters/assistant/port/chat-engine';

export const testSite = { name: 'Riverside Market', purpose: 'retail', operatingHours: '8am - 10pm' };

let counter = 0;
const nextId = () => (counter++).toString(16).padStart(8, '0').slice(-8);

export const visitorSays = (content: string): ChatMessage => ({ id: nextId(), type: 'userMessage', content });
export const visitorSendsPhoto = (
  photoId: string,
  fileKey = `issue-reporting-images/site/${photoId}`,
): ChatMessage => ({
  id: nextId(),
  type: 'userPhoto',
  photoId,
  fileKey,
});
export const assistantSaid = (content: string): ChatMessage => ({ id: nextId(), type: 'assistantMessage', content });
export const draftShown = (draft: IssueDraft): ChatMessage => ({
  id: nextId(),
  type: 'assistantIssueCreated',
  ...draft,
});

export interface EngineReply {
  events: ChatEngineEvent[];
  /** Every text piece, concatenated per message. */
  texts: string[];
  pieces: string[];
  draft?: IssueDraft;
}

export async function runEngine(
  engine: ChatEngine,
  messages: ChatMessage[],
  options: {
    language?: string;
    signal?: AbortSignal;
    loadPhoto?: ChatEngineInput['loadPhoto'];
    submittedDraftIds?: ReadonlySet<string>;
  } = {},
): Promise<EngineReply> {
  const events: ChatEngineEvent[] = [];
  for await (const event of engine.reply({
    messages,
    language: options.language ?? 'en',
    site: testSite,
    signal: options.signal ?? new AbortController().signal,
    loadPhoto: options.loadPhoto,
    submittedDraftIds: options.submittedDraftIds,
  })) {
    events.push(event);
  }
  const texts: string[] = [];
  let current: string | null = null;
  for (const event of events) {
    if (event.type === 'text') current = (current ?? '') + event.text;
    else if (current !== null) {
      texts.push(current);
      current = null;
    }
  }
  if (current !== null) texts.push(current);
  const draftEvent = events.find((e) => e.type === 'draft');
  return {
    events,
    texts,
    pieces: events.flatMap((e) => (e.type === 'text' ? [e.text] : [])),
    draft: draftEvent?.type === 'draft' ? draftEvent.draft : undefined,
  };
}

/**
 * Plays a conversation: each visitor message in turn, the engine's reply appended as the page would.
 * Returns every reply.
 */
export async function converse(
  engine: ChatEngine,
  visitorMessages: ChatMessage[],
  language = 'en',
): Promise<{ replies: EngineReply[]; messages: ChatMessage[] }> {
  const messages: ChatMessage[] = [];
  const replies: EngineReply[] = [];
  for (const message of visitorMessages) {
    messages.push(message);
    const reply = await runEngine(engine, messages, { language });
    replies.push(reply);
    for (const text of reply.texts) messages.push(assistantSaid(text));
    const draftEvent = reply.events.find((e) => e.type === 'draft');
    const replaced = draftEvent?.type === 'draft' ? draftEvent.replacesId : undefined;
    const index = replaced ? messages.findIndex((m) => m.id === replaced) : -1;
    // Spec section 4: a message whose id is known replaces the old one (the card is updated in place).
    if (reply.draft && index >= 0) messages[index] = { ...draftShown(reply.draft), id: replaced as string };
    else if (reply.draft) messages.push(draftShown(reply.draft));
  }
  return { replies, messages };
}
