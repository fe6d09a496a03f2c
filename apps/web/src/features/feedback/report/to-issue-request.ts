import type { AssistantIssueCreated, ChatMessage, CreateIssueRequest } from '@sitewatch/shared';

export interface IssueFields {
  title: string;
  description: string;
  location: string;
}

export const issueFieldNames = ['title', 'description', 'location'] as const;

/**
 * The issue report payload (spec section 3): the card's fields, and each photo id of the draft
 * mapped to the file key of the user photo message that holds it. Photos that never finished
 * uploading have no key and are left out.
 */
export function toIssueRequest(
  draft: AssistantIssueCreated,
  fields: IssueFields,
  messages: readonly ChatMessage[],
  language: string,
): CreateIssueRequest {
  const fileKeys = new Map<string, string>();
  for (const message of messages) {
    if (message.type === 'userPhoto' && message.fileKey) fileKeys.set(message.photoId, message.fileKey);
  }
  const photoFileKeys = draft.photoIds.flatMap((photoId) => {
    const key = fileKeys.get(photoId);
    return key ? [key] : [];
  });
  return {
    title: fields.title.trim(),
    description: fields.description.trim(),
    location: fields.location.trim(),
    photoFileKeys,
    language,
  };
}
