import type { ChatMessage, CreateIssueRequest } from '@sitewatch/shared';
import { newChatMessageId } from '@sitewatch/shared/constants';
import type { PreparedPhoto } from '../photos/downscale-image';
import { type IssueFields, toIssueRequest } from '../report/to-issue-request';
import type { ChatPersistence } from './chat-persistence';
import { type ChatState, emptyChatState, isSendingDisabled, toWireMessages } from './chat-state';
import {
  applyStreamMessage,
  attachPhotoKey,
  dropReplyAfterLastUserMessage,
  listSubmittedDraftIds,
  patchCard,
  restoreChatState,
  setPhotoUpload,
} from './chat-transitions';

/** The network side of the chat; the page passes the real calls, tests pass fakes. */
export interface ChatApi {
  streamChat(
    messages: ChatMessage[],
    language: string,
    signal: AbortSignal,
    onMessage: (message: ChatMessage) => void,
    /** Cards already submitted (or being submitted): the assistant never amends them. */
    submittedDraftIds?: string[],
  ): Promise<void>;
  /** Uploads a chat photo and answers its file key. */
  uploadPhoto(photo: Blob): Promise<string>;
  /** Answers the status token when the server sent one. */
  submitIssue(
    request: CreateIssueRequest,
    idempotencyKey: string,
  ): Promise<{ statusToken: string; alreadyReported: boolean } | null | undefined>;
}

export interface ChatStoreOptions {
  api: ChatApi;
  getLanguage: () => string;
  persistence?: ChatPersistence;
  preparePhoto: (file: File) => Promise<PreparedPhoto>;
  createPreviewUrl?: (file: Blob) => string;
  revokePreviewUrl?: (url: string) => void;
  now?: () => number;
  /** Remembers a submitted report on the device, so a returning visitor sees it (issue 14). */
  rememberReport?: (report: { statusToken: string; title: string; reportedAt: number }) => void;
}

/** What the store's steps share: the state, its listeners and the work in flight. */
interface ChatRuntime {
  options: ChatStoreOptions;
  now: () => number;
  state: ChatState;
  listeners: Set<() => void>;
  /** Bumped by reset: work that started before a reset must not touch the new conversation. */
  generation: number;
  controller: AbortController | null;
  /** Prepared photos not uploaded yet, by message id (kept for a retry). */
  pendingPhotos: Map<string, Blob>;
  previewUrls: Set<string>;
}

/**
 * The visitor's conversation (spec section 4 "Chat send", "Photo send", "Issue card"): one place
 * that owns the messages, the streaming request and the issue cards, so components only render.
 */
export function createChatStore(options: ChatStoreOptions) {
  const runtime: ChatRuntime = {
    options,
    now: options.now ?? Date.now,
    state: restoreChatState(options.persistence?.load()),
    listeners: new Set(),
    generation: 0,
    controller: null,
    pendingPhotos: new Map(),
    previewUrls: new Set(),
  };
  return {
    getState: (): ChatState => runtime.state,
    subscribe(listener: () => void): () => void {
      runtime.listeners.add(listener);
      return () => runtime.listeners.delete(listener);
    },
    /** Spec section 4 "Message send": trimmed; blank text is ignored. Answers whether it was sent. */
    sendText: (text: string): boolean => sendText(runtime, text),
    /** The photo shows at once with a local preview, is uploaded, then the conversation is sent. */
    sendPhoto: (file: File): Promise<void> => sendPhoto(runtime, file),
    retryPhoto: (messageId: string): Promise<void> => uploadPhoto(runtime, messageId),
    /** Sends the conversation again after a failure, without any half-received reply. */
    retrySend: (): Promise<void> => retrySend(runtime),
    /** Spec section 4: a reset discards earlier streams and clears the messages. */
    reset: (): void => resetChat(runtime),
    editCard: (messageId: string): void => setState(runtime, (s) => patchCard(s, messageId, { status: 'edit' })),
    /** Submits a card (with edited fields from the Edit form); a failure keeps the card for a retry. */
    submitCard: (messageId: string, fields?: IssueFields): Promise<void> => submitCard(runtime, messageId, fields),
  };
}

/** Saves the messages and cards when they change, then tells every listener. */
function setState(runtime: ChatRuntime, update: (current: ChatState) => ChatState): void {
  const previous = runtime.state;
  const next = update(previous);
  if (next === previous) return;
  runtime.state = next;
  if (next.messages !== previous.messages || next.cards !== previous.cards) runtime.options.persistence?.save(next);
  for (const listener of runtime.listeners) listener();
}

function sendText(runtime: ChatRuntime, text: string): boolean {
  const content = text.trim();
  if (!content || isSendingDisabled(runtime.state)) return false;
  const message: ChatMessage = { id: newChatMessageId(), type: 'userMessage', content };
  setState(runtime, (s) => ({ ...s, messages: [...s.messages, message] }));
  void streamReply(runtime);
  return true;
}

function retrySend(runtime: ChatRuntime): Promise<void> {
  setState(runtime, dropReplyAfterLastUserMessage);
  return streamReply(runtime);
}

/** Sends the conversation and applies the reply as it streams; a newer request or a reset cancels this one. */
async function streamReply(runtime: ChatRuntime): Promise<void> {
  const { api, getLanguage } = runtime.options;
  runtime.controller?.abort();
  const current = new AbortController();
  runtime.controller = current;
  const startedIn = runtime.generation;
  const isCurrent = () => startedIn === runtime.generation && runtime.controller === current;
  setState(runtime, (s) => ({ ...s, isResponding: true, isWaiting: true, hasSendError: false }));
  try {
    await api.streamChat(
      toWireMessages(runtime.state.messages),
      getLanguage(),
      current.signal,
      (message) => {
        if (isCurrent()) setState(runtime, (s) => applyStreamMessage(s, message, runtime.now()));
      },
      listSubmittedDraftIds(runtime.state.cards),
    );
    if (isCurrent()) setState(runtime, (s) => ({ ...s, isResponding: false, isWaiting: false }));
  } catch (error) {
    if (!isCurrent()) return;
    console.error('Error sending message', error);
    setState(runtime, (s) => ({ ...s, isResponding: false, isWaiting: false, hasSendError: true }));
  } finally {
    if (runtime.controller === current) runtime.controller = null;
  }
}

async function sendPhoto(runtime: ChatRuntime, file: File): Promise<void> {
  const { options } = runtime;
  if (isSendingDisabled(runtime.state)) return;
  const id = newChatMessageId();
  const photoId = newChatMessageId();
  const src = options.createPreviewUrl ? options.createPreviewUrl(file) : URL.createObjectURL(file);
  runtime.previewUrls.add(src);
  const startedIn = runtime.generation;
  setState(runtime, (s) => ({
    ...setPhotoUpload(s, id, 'uploading'),
    messages: [...s.messages, { id, type: 'userPhoto', photoId, fileKey: '', src }],
  }));
  const prepared = await options.preparePhoto(file);
  if (startedIn !== runtime.generation) return;
  if (prepared.thumbnail) options.persistence?.saveThumbnail(photoId, prepared.thumbnail);
  runtime.pendingPhotos.set(id, prepared.upload);
  await uploadPhoto(runtime, id);
}

/** Uploads a pending photo, attaches its file key, then lets the assistant see it. */
async function uploadPhoto(runtime: ChatRuntime, messageId: string): Promise<void> {
  const photo = runtime.pendingPhotos.get(messageId);
  if (!photo) return;
  const startedIn = runtime.generation;
  setState(runtime, (s) => setPhotoUpload(s, messageId, 'uploading'));
  try {
    const fileKey = await runtime.options.api.uploadPhoto(photo);
    if (startedIn !== runtime.generation) return;
    runtime.pendingPhotos.delete(messageId);
    setState(runtime, (s) => attachPhotoKey(s, messageId, fileKey));
  } catch (error) {
    if (startedIn !== runtime.generation) return;
    console.error('Error uploading photo', error);
    setState(runtime, (s) => setPhotoUpload(s, messageId, 'failed'));
    return;
  }
  // The reply streams on; the caller only waits for the upload.
  void streamReply(runtime);
}

function resetChat(runtime: ChatRuntime): void {
  const revokePreviewUrl = runtime.options.revokePreviewUrl ?? ((url: string) => URL.revokeObjectURL(url));
  runtime.generation++;
  runtime.controller?.abort();
  runtime.controller = null;
  runtime.pendingPhotos.clear();
  for (const url of runtime.previewUrls) revokePreviewUrl(url);
  runtime.previewUrls.clear();
  setState(runtime, () => emptyChatState);
  runtime.options.persistence?.clear();
}

async function submitCard(runtime: ChatRuntime, messageId: string, fields?: IssueFields): Promise<void> {
  const { api, getLanguage, rememberReport } = runtime.options;
  const card = runtime.state.cards[messageId];
  const draft = runtime.state.messages.find((m) => m.id === messageId);
  if (!card || card.status === 'submitting' || card.status === 'success') return;
  if (draft?.type !== 'assistantIssueCreated') return;
  const startedIn = runtime.generation;
  const submitted = fields ?? card.fields;
  setState(runtime, (s) => patchCard(s, messageId, { status: 'submitting', fields: submitted }));
  try {
    const request = toIssueRequest(draft, submitted, runtime.state.messages, getLanguage());
    const answer = await api.submitIssue(request, card.idempotencyKey);
    if (answer) rememberReport?.({ statusToken: answer.statusToken, title: request.title, reportedAt: runtime.now() });
    if (startedIn === runtime.generation)
      setState(runtime, (s) => patchCard(s, messageId, { status: 'success', ...(answer ?? {}) }));
  } catch (error) {
    if (startedIn !== runtime.generation) return;
    console.error('Error submitting issue', error);
    setState(runtime, (s) => patchCard(s, messageId, { status: 'failed' }));
  }
}
