import type { LanguageModel } from 'ai';
import { createLlmEngine } from '../../adapters/assistant/llm/llm-engine';
import type { ChatEngine } from '../../adapters/assistant/port/chat-engine';
import { createIntakeEngine } from '../intake';

/** AI_PROVIDER=builtin (the default) is the offline intake engine; any other provider is the LLM engine. */
export function selectChatEngine(languageModel: LanguageModel | null): ChatEngine {
  return languageModel ? createLlmEngine({ model: languageModel }) : createIntakeEngine();
}
