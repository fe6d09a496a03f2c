import {
  assistantIssueCreated,
  assistantMessage,
  chatLimits,
  chatMessage,
  chatRequest,
  createIssueRequest,
  loginRequest,
  maxPhotosPerIssue,
  stillAProblemPhotoLimit,
  stillAProblemRequest,
  transcribeRequest,
  userMessage,
  userPhoto,
  visitorEmailRequest,
} from '@sitewatch/shared';

// Each limit is the largest valid body of the route's contract as a client sends it (JSON.stringify, UTF-8),
// so Fastify answers 413 to anything larger before reading it, and no route parses a megabyte it can only
// refuse. The figures follow from the shared contracts: change a contract and its limit follows.

/**
 * zod counts a text's length in UTF-16 units, and UTF-8 takes at most 3 bytes for one (a character outside the
 * BMP is two units in 4 bytes). JSON.stringify writes quotes, backslashes and line breaks as 2 bytes; only the
 * other control characters take more (\u0001, 6 bytes), and nobody types a text of those.
 */
const bytesPerChar = 3;
/** A field's key (the longest here is "submittedDraftIds"), its quotes, colon and comma. */
const fieldOverhead = 32;

function maxCharsOf(text: { maxLength: number | null }): number {
  if (text.maxLength === null) throw new Error('A contract text without a maximum length has no body limit');
  return text.maxLength;
}
const textField = (text: { maxLength: number | null }) => fieldOverhead + maxCharsOf(text) * bytesPerChar;
/** An array field of `count` texts, each in quotes with a comma. */
const textsField = (count: number, text: { maxLength: number | null }) =>
  fieldOverhead + count * (3 + maxCharsOf(text) * bytesPerChar);
const objectOf = (...fields: number[]) => 2 + fields.reduce((sum, field) => sum + field, 0);

/** chatMessageIdPattern: 8 hex characters. */
const messageIdField = textField({ maxLength: 8 });
const messageTypeField = textField({
  maxLength: Math.max(...chatMessage.options.map((option) => option.shape.type.value.length)),
});

/** A message: its id, its type and its own fields. */
const messageOf = (...fields: number[]) => objectOf(messageIdField, messageTypeField, ...fields);

/** The largest of the four message kinds (a draft: title, description, location and every photo). */
const largestChatMessage = Math.max(
  messageOf(textField(userMessage.shape.content)),
  messageOf(
    textField(userPhoto.shape.photoId),
    textField(userPhoto.shape.fileKey),
    textField(userPhoto.shape.src.unwrap()),
  ),
  messageOf(textField(assistantMessage.shape.content)),
  messageOf(
    textField(assistantIssueCreated.shape.title),
    textField(assistantIssueCreated.shape.description),
    textField(assistantIssueCreated.shape.location),
    textsField(chatLimits.photos, assistantIssueCreated.shape.photoIds.element),
  ),
);

/** Largest body per route, in bytes (Fastify's route option `bodyLimit`). */
export const bodyLimits = {
  /**
   * The chat's largest valid conversation: chatLimits.messages messages of the largest kind (60 full drafts,
   * each ~29 KB), the language, and every message id as a submitted draft. About 1.7 MiB: the contract allows
   * long texts in any script; the body budget (body-budget.ts) is what keeps a sender from repeating it.
   */
  chat: objectOf(
    fieldOverhead + chatLimits.messages * (largestChatMessage + 1),
    textField(chatRequest.shape.language.unwrap()),
    textsField(chatLimits.messages, { maxLength: 8 }),
  ),
  /** A visitor's report: title, description, location, language and maxPhotosPerIssue photo keys (~27 KB). */
  createIssue: objectOf(
    textField(createIssueRequest.shape.title),
    textField(createIssueRequest.shape.description),
    textField(createIssueRequest.shape.location),
    textField(createIssueRequest.shape.language.unwrap()),
    textsField(maxPhotosPerIssue, createIssueRequest.shape.photoFileKeys.unwrap().element),
  ),
  /** An address for the "fixed" email, and consent (`true`). */
  visitorEmail: objectOf(textField(visitorEmailRequest.shape.email), fieldOverhead + 4),
  /** What is still wrong, stillAProblemPhotoLimit photo keys and the language (~6 KB). */
  stillAProblem: objectOf(
    textField(stillAProblemRequest.shape.note.unwrap()),
    textsField(stillAProblemPhotoLimit, stillAProblemRequest.shape.photoFileKeys.unwrap().element),
    textField(stillAProblemRequest.shape.language.unwrap()),
  ),
  transcribe: objectOf(
    textField(transcribeRequest.shape.fileKey),
    textField(transcribeRequest.shape.language.unwrap()),
  ),
  /** Two ID or access tokens (~120 KB). */
  login: objectOf(
    textField(loginRequest.shape.accessToken),
    textField(loginRequest.shape.providerAccessToken.unwrap()),
  ),
  /**
   * Every other route: signed-in work and a contractor's job link, whose contracts are a few KB at most (the
   * longest, a note, ~6 KB), so no anonymous body sent to them is parsed past this before it is refused.
   */
  default: 64 * 1024,
} as const;

/**
 * Most values a JSON body may hold on any route, counted as json-body.ts counts them (commas and opening
 * brackets). The largest contract, the chat's largest conversation, holds ~1,100: 60 drafts of 17 (6 members,
 * 10 photo ids) and 60 submitted draft ids. Parsing and checking 10,000 costs a few ms whatever they are.
 */
export const jsonValueLimit = 10_000;
