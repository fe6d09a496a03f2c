import type {
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';

export const usage: LanguageModelV3Usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

export function finish(reason: LanguageModelV3FinishReason['unified'] = 'stop'): LanguageModelV3StreamPart {
  return { type: 'finish', usage, finishReason: { unified: reason, raw: reason } };
}

/** Stream parts of a plain text answer split into the given pieces. */
export function textParts(pieces: string[], id = 't1'): LanguageModelV3StreamPart[] {
  return [
    { type: 'text-start', id },
    ...pieces.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
  ];
}

export function toolCallPart(toolName: string, input: unknown, toolCallId = 'call-1'): LanguageModelV3StreamPart {
  return { type: 'tool-call', toolCallId, toolName, input: JSON.stringify(input) };
}

/** A model whose successive stream calls answer the given parts (one array per step). */
export function streamingModel(steps: LanguageModelV3StreamPart[][], chunkDelayInMs: number | null = null) {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: async () => {
      const parts = steps[Math.min(call, steps.length - 1)] ?? [];
      call += 1;
      return {
        stream: simulateReadableStream({ chunks: [{ type: 'stream-start', warnings: [] }, ...parts], chunkDelayInMs }),
      };
    },
  });
}

/** A model whose stream call fails before any output. */
export function failingModel(error: Error = new Error('provider down')) {
  return new MockLanguageModelV3({
    doStream: async () => {
      throw error;
    },
    doGenerate: async () => {
      throw error;
    },
  });
}

/** A model that never answers until the call is aborted. */
export function hangingModel() {
  const waitForAbort = (options: LanguageModelV3CallOptions) =>
    new Promise<never>((_resolve, reject) => {
      const signal = options.abortSignal;
      if (!signal) return;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  return new MockLanguageModelV3({ doStream: waitForAbort, doGenerate: waitForAbort });
}

/** A model whose generate call answers the given text (structured output arrives as JSON text). */
export function generatingModel(text: string) {
  const result: LanguageModelV3GenerateResult = {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
    warnings: [],
  };
  return new MockLanguageModelV3({ doGenerate: async () => result });
}
