import type { Env } from '../../config/env';
import { type ChatCompletionsClient, createChatCompletionsClient } from './chat-completions-client';

/** A model only when LLM_BASE_URL and LLM_MODEL are set (local servers often need no key). */
export function createLlmClient(env: Env): ChatCompletionsClient | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return createChatCompletionsClient({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  });
}
