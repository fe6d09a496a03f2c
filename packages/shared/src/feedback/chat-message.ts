import { z } from 'zod';
import { chatLimits, chatMessageIdPattern } from './chat-rules';
import { visitorLanguage } from './language-field';

export const chatMessageId = z.string().regex(chatMessageIdPattern, 'Message id must be 8 hex characters');

export const userMessage = z.object({
  id: chatMessageId,
  type: z.literal('userMessage'),
  content: z.string().max(chatLimits.textLength),
});
export const userPhoto = z.object({
  id: chatMessageId,
  type: z.literal('userPhoto'),
  photoId: z.string().min(1).max(64),
  fileKey: z.string().min(1).max(300),
  /** Local preview URL on the visitor's device; never used by the server. */
  src: z.string().max(300).optional(),
});
export const assistantMessage = z.object({
  id: chatMessageId,
  type: z.literal('assistantMessage'),
  content: z.string().max(chatLimits.textLength * 2),
});
export const assistantIssueCreated = z.object({
  id: chatMessageId,
  type: z.literal('assistantIssueCreated'),
  title: z.string().max(500),
  description: z.string().max(chatLimits.textLength * 2),
  location: z.string().max(500),
  photoIds: z.array(z.string().max(64)).max(chatLimits.photos),
});

export const chatMessage = z.discriminatedUnion('type', [
  userMessage,
  userPhoto,
  assistantMessage,
  assistantIssueCreated,
]);
export type ChatMessage = z.infer<typeof chatMessage>;
export type UserMessage = z.infer<typeof userMessage>;
export type UserPhoto = z.infer<typeof userPhoto>;
export type AssistantMessage = z.infer<typeof assistantMessage>;
export type AssistantIssueCreated = z.infer<typeof assistantIssueCreated>;

/** Body of POST /api/public/site/{siteId}/issue-reporting/chat. */
export const chatRequest = z.object({
  messages: z
    .array(chatMessage)
    .min(1, 'At least one message is required')
    .max(chatLimits.messages, `A conversation holds at most ${chatLimits.messages} messages`)
    .refine((m) => m.filter((x) => x.type === 'userPhoto').length <= chatLimits.photos, {
      message: `A conversation holds at most ${chatLimits.photos} photos`,
    }),
  language: visitorLanguage.default('en'),
  /**
   * Drafts (assistantIssueCreated ids) the visitor has submitted or is submitting: closed, never
   * amended; what follows them is a new report. Any other draft stays open to corrections and photos.
   */
  submittedDraftIds: z.array(chatMessageId).max(chatLimits.messages).optional(),
});
export type ChatRequest = z.infer<typeof chatRequest>;
