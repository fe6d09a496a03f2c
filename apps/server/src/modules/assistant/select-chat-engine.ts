import { createIntakeEngine } from '../../adapters/assistant/builtin/intake-engine';
import { createLlmEngine } from '../../adapters/assistant/llm/llm-engine';
import type { ChatEngine } from '../../adapters/assistant/port/chat-engine';
import type { AppDeps } from '../../app-deps';

/** AI_PROVIDER=builtin (the default) is the offline intake engine; any other provider is the LLM engine. */
export function selectChatEngine(languageModel: AppDeps['languageModel']): ChatEngine {
  return languageModel ? createLlmEngine({ model: languageModel }) : createIntakeEngine();
}
