export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionsClient {
  /** The first choice's content; throws on any HTTP, network, timeout or shape failure. */
  complete(messages: ChatCompletionMessage[], options?: { json?: boolean }): Promise<string>;
}

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * A client for any server that speaks the OpenAI chat completions protocol (OpenAI, Azure,
 * Ollama, vLLM, llama.cpp, LiteLLM...). No retries: the caller has a built-in answer ready and a
 * visitor waiting, so one bounded attempt is the right trade.
 */
export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatCompletionsClient {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  return {
    async complete(messages, { json = false } = {}) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: 0.3,
          max_tokens: 400,
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`Chat completions answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      }
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new Error('Chat completions answered no content');
      return content;
    },
  };
}
