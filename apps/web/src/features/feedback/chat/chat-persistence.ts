import type { ChatMessage } from '@sitewatch/shared';
import { isRecord } from '@sitewatch/shared/constants';
import { parseChatMessage } from '../lib/parse-response';
import type { ChatState, IssueCardState, IssueCardStatus } from './chat-state';

const cardStatuses: readonly IssueCardStatus[] = ['review', 'edit', 'submitting', 'success', 'failed'];

function toCardState(value: unknown): IssueCardState | null {
  if (!isRecord(value) || !isRecord(value.fields)) return null;
  const { status, fields, idempotencyKey, shownAt, statusToken, alreadyReported } = value;
  const { title, description, location } = fields;
  const isValid =
    cardStatuses.includes(status as IssueCardStatus) &&
    typeof title === 'string' &&
    typeof description === 'string' &&
    typeof location === 'string' &&
    typeof idempotencyKey === 'string' &&
    idempotencyKey.length > 0 &&
    typeof shownAt === 'number';
  if (!isValid) return null;
  return {
    status: status as IssueCardStatus,
    fields: { title, description, location },
    idempotencyKey,
    shownAt,
    ...(typeof statusToken === 'string' ? { statusToken } : {}),
    ...(typeof alreadyReported === 'boolean' ? { alreadyReported } : {}),
  };
}

/** Whatever is in storage was written by an older page or tampered with: keep only what parses. */
function parseStoredChat(value: unknown): RestoredChat | null {
  if (!isRecord(value) || !Array.isArray(value.messages) || !isRecord(value.cards)) return null;
  const messages: ChatMessage[] = [];
  for (const item of value.messages) {
    const message = parseChatMessage(item);
    if (message) messages.push(message);
  }
  const cards: Record<string, IssueCardState> = {};
  for (const [id, item] of Object.entries(value.cards)) {
    const card = toCardState(item);
    if (card) cards[id] = card;
  }
  return { messages, cards };
}

function parseThumbnails(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export interface RestoredChat {
  messages: ChatState['messages'];
  cards: Record<string, IssueCardState>;
}

export interface ChatPersistence {
  load(): RestoredChat | null;
  save(state: Pick<ChatState, 'messages' | 'cards'>): void;
  saveThumbnail(photoId: string, dataUrl: string): void;
  clear(): void;
}

/**
 * Keeps the conversation in session storage (spec: it survives a reload, so a visitor who leaves
 * the tab to take a photo loses nothing). Photos are kept as small thumbnails under a separate key:
 * local preview URLs die with the page.
 */
export function createSessionPersistence(siteId: string, storage: Storage | undefined): ChatPersistence {
  const chatKey = `sitewatch.feedback.${siteId}.chat`;
  const thumbnailsKey = `sitewatch.feedback.${siteId}.photos`;
  const read = <T>(key: string, parse: (value: unknown) => T | null): T | null => {
    try {
      const raw = storage?.getItem(key);
      return raw ? parse(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the chat still works, it just will not survive a reload.
    }
  };

  return {
    load() {
      const chat = read(chatKey, parseStoredChat);
      if (!chat) return null;
      const thumbnails = read(thumbnailsKey, parseThumbnails) ?? {};
      const messages = chat.messages.flatMap((message): ChatMessage[] => {
        if (message.type !== 'userPhoto') return [message];
        // A photo that had not finished uploading cannot be sent any more: its file is gone.
        if (!message.fileKey) return [];
        const src = thumbnails[message.photoId];
        return [src ? { ...message, src } : message];
      });
      const cards = Object.fromEntries(
        Object.entries(chat.cards).map(([id, card]) => [
          id,
          // A submit cut short by the reload may have landed; the same idempotency key makes a resend safe.
          card.status === 'submitting' ? { ...card, status: 'review' as const } : card,
        ]),
      );
      return { messages, cards };
    },
    save({ messages, cards }) {
      const withoutPreviews = messages.map((message) => {
        if (message.type !== 'userPhoto') return message;
        const { src: _preview, ...rest } = message;
        return rest;
      });
      write(chatKey, { messages: withoutPreviews, cards });
    },
    saveThumbnail(photoId, dataUrl) {
      const thumbnails = read(thumbnailsKey, parseThumbnails) ?? {};
      write(thumbnailsKey, { ...thumbnails, [photoId]: dataUrl });
    },
    clear() {
      try {
        storage?.removeItem(chatKey);
        storage?.removeItem(thumbnailsKey);
      } catch {
        // nothing to clear
      }
    },
  };
}
