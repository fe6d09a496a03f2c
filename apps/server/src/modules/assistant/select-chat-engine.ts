import { createLlmEngine } from '../../adapters/assistant/llm/llm-engine';
import type { ChatEngine } from '../../adapters/assistant/port/chat-engine';
import type { AppDeps } from '../../app-deps';
import { createIntakeEngine } from '../intake/engine/intake-engine';

/** AI_PROVIDER=builtin (the default) is the offline intake engine; any other provider is the LLM engine. */
export function selectChatEngine(languageModel: AppDeps['languageModel']): ChatEngine {
  return languageModel ? createLlmEngine({ model: languageModel }) : createIntakeEngine();
}
