import { getTranslation } from '@sitewatch/shared/i18n/all';
import { APICallError, type LanguageModel, stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import { type ChatEngine, type ChatEngineEvent, type ChatEngineInput, ChatTimeoutError } from '../port/chat-engine';
import { currentVisitorTurns, findOpenDraft } from '../port/conversation';
import { buildSystemPrompt } from './system-prompt';
import { toModelMessages } from './to-model-messages';

/** The draftIssue tool's input: what the model fills in to draft the report. */
export const draftIssueInput = z.object({
  title: z.string().describe("A short, specific title in the visitor's words (at most 8 words)."),
  description: z.string().describe("The visitor's details of the problem. Nothing invented."),
  location: z.string().describe('Where exactly the problem is, as the visitor said it.'),
  photoIds: z.array(z.string()).describe('Ids of the photos the visitor sent that show the problem.'),
  isNewReport: z
    .boolean()
    .optional()
    .describe('True only for a different problem; false or absent amends the draft already shown.'),
});

export interface LlmEngineOptions {
  model: LanguageModel;
  /** Longest silence from the model (before the first part or between parts) before it counts as failed. */
  idleTimeoutMs?: number;
}

class ModelRefusedError extends Error {
  override name = 'ModelRefusedError';
}
class ModelSilentError extends Error {
  override name = 'ModelSilentError';
}

/** A provider that cannot take images rejects the request itself (400-ish): try again without them. */
function isImageRejection(error: unknown): boolean {
  return APICallError.isInstance(error) && [400, 415, 422].includes(error.statusCode ?? 0);
}

/**
 * The intake assistant on a language model (Vercel AI SDK, any configured provider). Text streams
 * through as it comes; drafting is the draftIssue tool call. A provider error, a timeout, a refusal or
 * an empty answer ends the turn with a short apology in the visitor's language; the conversation, which
 * the page keeps, can simply continue.
 */
export function createLlmEngine(options: LlmEngineOptions): ChatEngine {
  // Generous: a local model on a CPU may think for a while before its first token.
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;

  async function* attempt(input: ChatEngineInput, includeImages: boolean): AsyncGenerator<ChatEngineEvent, void> {
    const messages = await toModelMessages(input.messages, { loadPhoto: input.loadPhoto, includeImages });
    const idle = new AbortController();
    let idleTimer: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => idle.abort(new Error('The model did not answer in time')), idleTimeoutMs);
    };
    touch();
    try {
      const result = streamText({
        model: options.model,
        system: buildSystemPrompt(input.site, input.language),
        messages,
        tools: {
          draftIssue: tool({
            description: 'Draft the issue report for the visitor to review, edit and send.',
            inputSchema: draftIssueInput,
            execute: async () =>
              'The draft is shown to the visitor as a card with Edit and Report issue buttons. Do not repeat it.',
          }),
        },
        stopWhen: stepCountIs(3),
        maxRetries: 1,
        temperature: 0.3,
        abortSignal: AbortSignal.any([input.signal, idle.signal]),
        // Failures arrive as stream parts and are handled below; the default would log each to stderr.
        onError: () => {},
      });
      let hasDrafted = false;
      for await (const part of result.fullStream) {
        touch();
        switch (part.type) {
          case 'text-delta':
            if (part.text) yield { type: 'text', text: part.text };
            break;
          case 'tool-call':
            if (part.toolName === 'draftIssue' && !part.dynamic && !part.invalid && !hasDrafted) {
              hasDrafted = true;
              yield { type: 'end-text' };
              const { isNewReport, ...draft } = draftIssueInput.parse(part.input);
              // An open (not submitted) draft is amended in place unless the model says it is another problem.
              const open = findOpenDraft(input.messages, input.submittedDraftIds);
              yield { type: 'draft', draft, replacesId: isNewReport ? undefined : open?.id };
            }
            break;
          case 'finish-step':
            yield { type: 'end-text' };
            break;
          case 'finish':
            if (part.finishReason === 'content-filter') throw new ModelRefusedError('The model refused to answer');
            break;
          case 'error':
            throw part.error;
          case 'abort':
            throw idle.signal.reason ?? input.signal.reason ?? new Error('aborted');
        }
      }
    } finally {
      clearTimeout(idleTimer);
    }
  }

  return {
    kind: 'llm',
    async *reply(input) {
      const apology = getTranslation(input.language).assistant.apology;
      const hasImages = currentVisitorTurns(input.messages).some((t) => t.type === 'userPhoto');
      let includeImages = hasImages && Boolean(input.loadPhoto);
      for (;;) {
        let hasOutput = false;
        try {
          for await (const event of attempt(input, includeImages)) {
            if (event.type !== 'end-text') hasOutput = true;
            yield event;
          }
          if (!hasOutput) throw new ModelSilentError('The model answered nothing');
          return;
        } catch (error) {
          if (input.signal.aborted) {
            // The visitor left (nothing to say) or the request timed out (one last apology).
            if (input.signal.reason instanceof ChatTimeoutError) {
              yield { type: 'end-text' };
              yield { type: 'text', text: apology };
            }
            return;
          }
          if (!hasOutput && includeImages && isImageRejection(error)) {
            includeImages = false;
            continue;
          }
          yield { type: 'end-text' };
          yield { type: 'text', text: apology };
          return;
        }
      }
    },
  };
}
