import type { ChatMessage } from '@sitewatch/shared';
import type { IssueFields } from '../report/to-issue-request';

/** Spec section 2 "Issue card": review, edit, submitting, success; 'failed' keeps the draft with a retry. */
export type IssueCardStatus = 'review' | 'edit' | 'submitting' | 'success' | 'failed';

export interface IssueCardState {
  status: IssueCardStatus;
  /** The draft's fields as the visitor last saw or edited them. */
  fields: IssueFields;
  /** Sent as Idempotency-Key on every attempt of this card, so a retry never files a second issue. */
  idempotencyKey: string;
  /** When the draft arrived (epoch ms): the card's date label. */
  shownAt: number;
  /** After success: the private status link's token, and whether it joined an issue already reported. */
  statusToken?: string;
  alreadyReported?: boolean;
}

export type PhotoUploadStatus = 'uploading' | 'failed';

export interface ChatState {
  messages: ChatMessage[];
  /** Issue card state by the id of its assistantIssueCreated message. */
  cards: Record<string, IssueCardState>;
  /** Photos not uploaded yet, by message id; a photo is sent to the assistant once it has a file key. */
  photoUploads: Record<string, PhotoUploadStatus>;
  /** A reply is streaming: the input is disabled until it ends (spec section 4). */
  isResponding: boolean;
  /** No chunk of the reply has arrived yet: the typing indicator shows. */
  isWaiting: boolean;
  /** The last send failed; the visitor can retry it. */
  hasSendError: boolean;
}

export const emptyChatState: ChatState = {
  messages: [],
  cards: {},
  photoUploads: {},
  isResponding: false,
  isWaiting: false,
  hasSendError: false,
};

/** Sending is disabled while a reply streams or a photo uploads (spec section 5: the photo picker too). */
export function isSendingDisabled(state: ChatState): boolean {
  return state.isResponding || Object.values(state.photoUploads).includes('uploading');
}

/** The conversation as the server receives it: uploaded photos only, without local preview URLs. */
export function toWireMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.flatMap((message): ChatMessage[] => {
    if (message.type !== 'userPhoto') return [message];
    if (!message.fileKey) return [];
    const { src: _preview, ...rest } = message;
    return [rest];
  });
}

export function isUserMessage(message: ChatMessage): boolean {
  return message.type === 'userMessage' || message.type === 'userPhoto';
}
