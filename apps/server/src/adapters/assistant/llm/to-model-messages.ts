import type { ChatMessage } from '@sitewatch/shared';
import type { ModelMessage, UserContent } from 'ai';
import type { ChatPhoto } from '../port/chat-engine';

/** The newest photos go to the model as images; older ones are named only (keeps the request small). */
export const maxImagesPerRequest = 4;

/**
 * The conversation in the AI SDK's message format. Photos become image parts (when loadPhoto is given
 * and the photo is a usable upload of this site) with a text line naming their id, which the draft
 * refers to. A drafted report becomes an assistant note, so the model knows it was shown.
 */
export async function toModelMessages(
  messages: readonly ChatMessage[],
  options: { loadPhoto?: (fileKey: string) => Promise<ChatPhoto | null>; includeImages: boolean },
): Promise<ModelMessage[]> {
  const photoMessages = messages.filter((m) => m.type === 'userPhoto');
  const withImage = new Set(options.includeImages ? photoMessages.slice(-maxImagesPerRequest).map((m) => m.id) : []);
  const result: ModelMessage[] = [];
  for (const message of messages) {
    switch (message.type) {
      case 'userMessage':
        if (message.content.trim()) result.push({ role: 'user', content: message.content });
        break;
      case 'userPhoto': {
        const content: UserContent = [
          { type: 'text', text: `[The visitor sent a photo. Photo id: ${message.photoId}]` },
        ];
        const photo = withImage.has(message.id) && options.loadPhoto ? await options.loadPhoto(message.fileKey) : null;
        if (photo) content.push({ type: 'image', image: photo.data, mediaType: photo.mediaType });
        result.push({ role: 'user', content });
        break;
      }
      case 'assistantMessage':
        if (message.content.trim()) result.push({ role: 'assistant', content: message.content });
        break;
      case 'assistantIssueCreated':
        result.push({
          role: 'assistant',
          content: `[Draft report shown to the visitor] Title: ${message.title}. Location: ${message.location}. Description: ${message.description}`,
        });
        break;
    }
  }
  return result;
}
