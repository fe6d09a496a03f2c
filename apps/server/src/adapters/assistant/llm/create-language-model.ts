import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../../config';

export type ModelConfig = Pick<Config, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL'>;

/**
 * The configured model as a provider instance, or null for the built-in offline assistant.
 * Always a provider instance: the AI SDK sends a plain string model id to a hosted gateway.
 */
export function createLanguageModel(config: ModelConfig): LanguageModel | null {
  const modelId = config.AI_MODEL;
  if (config.AI_PROVIDER === 'builtin' || !modelId) return null;
  switch (config.AI_PROVIDER) {
    case 'openai':
      // The chat completions API: the same wire format as every OpenAI-compatible server.
      return createOpenAI({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL }).chat(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL })(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        // config.ts requires AI_BASE_URL for this provider.
        baseURL: config.AI_BASE_URL ?? '',
        apiKey: config.AI_API_KEY,
        includeUsage: true,
      }).chatModel(modelId);
  }
}
