import { createIntakeEngine } from '../../adapters/assistant/builtin/intake-engine';
import { createLanguageModel, type ModelConfig } from '../../adapters/assistant/llm/create-language-model';
import { createLlmEngine } from '../../adapters/assistant/llm/llm-engine';
import type { ChatEngine } from './chat-engine';

/** AI_PROVIDER=builtin (the default) is the offline intake engine; any other provider is the LLM engine. */
export function selectChatEngine(config: ModelConfig): ChatEngine {
  const model = createLanguageModel(config);
  return model ? createLlmEngine({ model }) : createIntakeEngine();
}
