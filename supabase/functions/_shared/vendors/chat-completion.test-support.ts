/** A Chat Completions answer as OpenAI sends it, carrying `content` and stopping as `finishReason`. */
export function chatCompletionAnswer(content: string, finishReason = 'stop'): Response {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
  };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}
