import type { ChatMessage } from '@sitewatch/shared';

/** What an engine may know about the site: its own context, never anything of another site. */
export interface ChatSiteContext {
  name: string;
  purpose: string;
  operatingHours: string;
}

/** A drafted report, as the visitor will review it (spec section 3, assistantIssueCreated). */
export interface IssueDraft {
  title: string;
  description: string;
  location: string;
  photoIds: string[];
}

/** A visitor's photo, for models that look at images. */
export interface ChatPhoto {
  data: Uint8Array;
  mediaType: string;
}

export interface ChatEngineInput {
  /** The whole conversation so far, validated by the shared chatRequest schema. */
  messages: ChatMessage[];
  /** The visitor's language code; replies are in this language. */
  language: string;
  site: ChatSiteContext;
  /** Aborted when the visitor disconnects or the request times out: stop all work. */
  signal: AbortSignal;
  /**
   * Drafts the visitor has already submitted (or is submitting): they are closed, and what follows
   * them is a new report. Any other draft in the conversation is still living and may be amended.
   */
  submittedDraftIds?: ReadonlySet<string>;
  /** Reads a photo of this conversation (null when it is not a usable upload of this site). */
  loadPhoto?: (fileKey: string) => Promise<ChatPhoto | null>;
}

/**
 * What an engine streams: pieces of assistant text (one message until `end-text` or a draft), and
 * at most one draft.
 */
export type ChatEngineEvent =
  | { type: 'text'; text: string }
  | { type: 'end-text' }
  | {
      type: 'draft';
      draft: IssueDraft;
      /**
       * The id of the draft this one replaces (a correction, a photo or more detail before it was
       * submitted): the page shows it in place of the old card. Absent for a new report.
       */
      replacesId?: string;
    };

/** One turn of the intake conversation: the built-in engine or a language model behind one interface. */
export interface ChatEngine {
  readonly kind: 'builtin' | 'llm';
  reply(input: ChatEngineInput): AsyncIterable<ChatEngineEvent>;
  /**
   * Prepares for the first turn in the background. The server calls it once it listens: it costs CPU that
   * start-up (migrations, the job queue) must not share.
   */
  warmUp?(): Promise<void>;
  /**
   * The whole turn at once, for an engine that never waits (the built-in one): the same events in the same
   * order as `reply`. The route then answers in one body without the streaming machinery, which under a burst
   * of visitors cost more CPU than the turn itself. `signal` and `loadPhoto` are not used.
   */
  replyAtOnce?(input: Omit<ChatEngineInput, 'signal' | 'loadPhoto'>): ChatEngineEvent[];
}

/** The abort reason when a turn ran out of time: the engine may still send its apology. */
export class ChatTimeoutError extends Error {
  override name = 'ChatTimeoutError';
}
