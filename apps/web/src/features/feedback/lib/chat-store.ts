import type { ChatMessage, CreateIssueRequest } from '@sitewatch/shared';
import { newChatMessageId } from '@sitewatch/shared/constants';
import type { ChatPersistence } from './chat-persistence';
import {
  type ChatState,
  emptyChatState,
  type IssueCardState,
  isSendingDisabled,
  isUserMessage,
  toWireMessages,
} from './chat-state';
import type { PreparedPhoto } from './downscale-image';
import { mergeChatMessage } from './merge-chat-message';
import { randomUuid } from './random-uuid';
import { type IssueFields, toIssueRequest } from './to-issue-request';

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

export type ChatStore = ReturnType<typeof createChatStore>;

/**
 * The visitor's conversation (spec section 4 "Chat send", "Photo send", "Issue card"): one place
 * that owns the messages, the streaming request and the issue cards, so components only render.
 */
export function createChatStore(options: ChatStoreOptions) {
  const { api, getLanguage, persistence } = options;
  const now = options.now ?? Date.now;
  const createPreviewUrl = options.createPreviewUrl ?? ((file: Blob) => URL.createObjectURL(file));
  const revokePreviewUrl = options.revokePreviewUrl ?? ((url: string) => URL.revokeObjectURL(url));

  const restored = persistence?.load();
  let state: ChatState = restored
    ? {
        ...emptyChatState,
        ...restored,
        // A reload in the middle of a reply leaves the visitor's message unanswered: offer a retry.
        hasSendError: restored.messages.length > 0 && isUserMessage(restored.messages.at(-1)!),
      }
    : emptyChatState;
  const listeners = new Set<() => void>();
  /** Bumped by reset: work that started before a reset must not touch the new conversation. */
  let generation = 0;
  let controller: AbortController | null = null;
  const pendingPhotos = new Map<string, Blob>();
  const previewUrls = new Set<string>();

  function setState(update: (current: ChatState) => ChatState): void {
    const next = update(state);
    if (next === state) return;
    const persisted = next.messages !== state.messages || next.cards !== state.cards;
    state = next;
    if (persisted) persistence?.save(state);
    for (const listener of listeners) listener();
  }

  function addCardsFor(message: ChatMessage, cards: Record<string, IssueCardState>) {
    if (message.type !== 'assistantIssueCreated') return cards;
    const existing = cards[message.id];
    // An updated draft under the same id refreshes a card the visitor has not touched yet.
    if (existing && existing.status !== 'review') return cards;
    const fields = { title: message.title, description: message.description, location: message.location };
    const card: IssueCardState = existing
      ? { ...existing, fields }
      : { status: 'review', fields, idempotencyKey: randomUuid(), shownAt: now() };
    return { ...cards, [message.id]: card };
  }

  async function runChat(): Promise<void> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const startedIn = generation;
    const isCurrent = () => startedIn === generation && controller === current;
    setState((s) => ({ ...s, isResponding: true, isWaiting: true, hasSendError: false }));
    try {
      const submittedDraftIds = Object.entries(state.cards)
        .filter(([, card]) => card.status === 'success' || card.status === 'submitting')
        .map(([id]) => id);
      await api.streamChat(
        toWireMessages(state.messages),
        getLanguage(),
        current.signal,
        (message) => {
          if (!isCurrent()) return;
          setState((s) => ({
            ...s,
            isWaiting: false,
            messages: mergeChatMessage(s.messages, message),
            cards: addCardsFor(message, s.cards),
          }));
        },
        submittedDraftIds,
      );
      if (isCurrent()) setState((s) => ({ ...s, isResponding: false, isWaiting: false }));
    } catch (error) {
      if (!isCurrent()) return;
      console.error('Error sending message', error);
      setState((s) => ({ ...s, isResponding: false, isWaiting: false, hasSendError: true }));
    } finally {
      if (controller === current) controller = null;
    }
  }

  async function uploadPhoto(messageId: string): Promise<void> {
    const photo = pendingPhotos.get(messageId);
    if (!photo) return;
    const startedIn = generation;
    setState((s) => ({ ...s, photoUploads: { ...s.photoUploads, [messageId]: 'uploading' } }));
    try {
      const fileKey = await api.uploadPhoto(photo);
      if (startedIn !== generation) return;
      pendingPhotos.delete(messageId);
      setState((s) => {
        const { [messageId]: _done, ...photoUploads } = s.photoUploads;
        const messages = s.messages.map((m) => (m.id === messageId && m.type === 'userPhoto' ? { ...m, fileKey } : m));
        return { ...s, messages, photoUploads };
      });
    } catch (error) {
      if (startedIn !== generation) return;
      console.error('Error uploading photo', error);
      setState((s) => ({ ...s, photoUploads: { ...s.photoUploads, [messageId]: 'failed' } }));
      return;
    }
    // The reply streams on; the caller only waits for the upload.
    void runChat();
  }

  return {
    getState: (): ChatState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Spec section 4 "Message send": trimmed; blank text is ignored. Answers whether it was sent. */
    sendText(text: string): boolean {
      const content = text.trim();
      if (!content || isSendingDisabled(state)) return false;
      const message: ChatMessage = { id: newChatMessageId(), type: 'userMessage', content };
      setState((s) => ({ ...s, messages: [...s.messages, message] }));
      void runChat();
      return true;
    },

    /** The photo shows at once with a local preview, is uploaded, then the conversation is sent. */
    async sendPhoto(file: File): Promise<void> {
      if (isSendingDisabled(state)) return;
      const id = newChatMessageId();
      const photoId = newChatMessageId();
      const src = createPreviewUrl(file);
      previewUrls.add(src);
      const startedIn = generation;
      setState((s) => ({
        ...s,
        messages: [...s.messages, { id, type: 'userPhoto', photoId, fileKey: '', src }],
        photoUploads: { ...s.photoUploads, [id]: 'uploading' },
      }));
      const prepared = await options.preparePhoto(file);
      if (startedIn !== generation) return;
      if (prepared.thumbnail) persistence?.saveThumbnail(photoId, prepared.thumbnail);
      pendingPhotos.set(id, prepared.upload);
      await uploadPhoto(id);
    },

    retryPhoto: (messageId: string): Promise<void> => uploadPhoto(messageId),

    /** Sends the conversation again after a failure, without any half-received reply. */
    retrySend(): Promise<void> {
      const lastUser = state.messages.findLastIndex(isUserMessage);
      setState((s) => ({ ...s, messages: s.messages.slice(0, lastUser + 1) }));
      return runChat();
    },

    /** Spec section 4: a reset discards earlier streams and clears the messages. */
    reset(): void {
      generation++;
      controller?.abort();
      controller = null;
      pendingPhotos.clear();
      for (const url of previewUrls) revokePreviewUrl(url);
      previewUrls.clear();
      setState(() => emptyChatState);
      persistence?.clear();
    },

    editCard(messageId: string): void {
      setState((s) => {
        const card = s.cards[messageId];
        return card ? { ...s, cards: { ...s.cards, [messageId]: { ...card, status: 'edit' } } } : s;
      });
    },

    /** Submits a card (with edited fields from the Edit form); a failure keeps the card for a retry. */
    async submitCard(messageId: string, fields?: IssueFields): Promise<void> {
      const card = state.cards[messageId];
      const draft = state.messages.find((m) => m.id === messageId);
      if (!card || card.status === 'submitting' || card.status === 'success') return;
      if (draft?.type !== 'assistantIssueCreated') return;
      const startedIn = generation;
      const setCard = (patch: Partial<IssueCardState>) =>
        setState((s) => {
          const latest = s.cards[messageId];
          return latest ? { ...s, cards: { ...s.cards, [messageId]: { ...latest, ...patch } } } : s;
        });
      const submitted = fields ?? card.fields;
      setCard({ status: 'submitting', fields: submitted });
      try {
        const request = toIssueRequest(draft, submitted, state.messages, getLanguage());
        const answer = await api.submitIssue(request, card.idempotencyKey);
        if (answer)
          options.rememberReport?.({ statusToken: answer.statusToken, title: request.title, reportedAt: now() });
        if (startedIn === generation) setCard({ status: 'success', ...(answer ?? {}) });
      } catch (error) {
        if (startedIn !== generation) return;
        console.error('Error submitting issue', error);
        setCard({ status: 'failed' });
      }
    },
  };
}
