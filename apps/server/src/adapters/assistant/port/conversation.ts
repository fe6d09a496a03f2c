import type { AssistantIssueCreated, ChatMessage, UserMessage, UserPhoto } from '@sitewatch/shared';

export type VisitorTurn = UserMessage | UserPhoto;

/**
 * The visitor's messages of the report being written now: everything after the last drafted report
 * (after a draft the visitor may start another report, spec section 2 "Report another issue").
 * Blank texts are not turns (spec section 4: blank text is never sent).
 */
export function currentVisitorTurns(messages: readonly ChatMessage[]): VisitorTurn[] {
  let start = 0;
  messages.forEach((message, index) => {
    if (message.type === 'assistantIssueCreated') start = index + 1;
  });
  return messages
    .slice(start)
    .filter(
      (message): message is VisitorTurn =>
        message.type === 'userPhoto' || (message.type === 'userMessage' && message.content.trim().length > 0),
    );
}

/** Every photo id the visitor sent in the conversation (a draft may reference only these). */
export function conversationPhotoIds(messages: readonly ChatMessage[]): Set<string> {
  return new Set(messages.filter((m): m is UserPhoto => m.type === 'userPhoto').map((m) => m.photoId));
}

/**
 * The draft the visitor can still change: the last drafted report, unless it was submitted. Its id is
 * what an amended draft replaces.
 */
export function findOpenDraft(
  messages: readonly ChatMessage[],
  submittedDraftIds: ReadonlySet<string> = new Set(),
): AssistantIssueCreated | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.type === 'assistantIssueCreated') return submittedDraftIds.has(message.id) ? null : message;
  }
  return null;
}
