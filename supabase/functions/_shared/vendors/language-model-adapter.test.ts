import assert from 'node:assert/strict';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { associateSystemPrompt } from './associate-prompt.ts';
import { createLanguageModelAdapter } from './language-model-adapter.ts';
import { styleInstructions } from './style-instructions.ts';

type Prompt = { role: string; content: unknown }[];

/** A model that records each prompt it is given and streams a fixed refinement. */
function recordingModel() {
  const prompts: Prompt[] = [];
  const model = {
    modelId: 'recorder',
    doStream(options: { prompt: Prompt }) {
      prompts.push(options.prompt);
      const parts = [
        { type: 'text-delta', id: '0', delta: 'REFINED\nHi.\n\nCHANGES\n- none' },
        {
          type: 'finish',
          finishReason: { unified: 'stop' },
          usage: { inputTokens: { total: 3 }, outputTokens: { total: 4 } },
        },
      ];
      return Promise.resolve({ stream: ReadableStream.from(parts) });
    },
  } as unknown as LanguageModelV4;
  return { model: { model: 'recorder', buildModel: () => model, fetch }, prompts };
}

const systemOf = (prompt: Prompt) => prompt.find((message) => message.role === 'system')?.content;
const userOf = (prompt: Prompt) =>
  JSON.stringify(prompt.find((message) => message.role === 'user'));

Deno.test('a style changes the instructions the vendor gets, never the user message', async () => {
  const { model, prompts } = recordingModel();
  const adapter = createLanguageModelAdapter('openai', model);
  const signal = new AbortController().signal;
  await adapter.generate('Draft one about 12% yield.', { signal, style: 'shorter' });
  await adapter.generate('Draft two about the budget.', { signal, style: 'formal' });
  await adapter.generate('Draft three.', { signal });
  const [shorter, formal, plain] = prompts;
  assert.equal(systemOf(shorter!), `${associateSystemPrompt}\n${styleInstructions.shorter}`);
  assert.equal(systemOf(formal!), `${associateSystemPrompt}\n${styleInstructions.formal}`);
  assert.equal(systemOf(plain!), associateSystemPrompt, 'without a style, today’s instructions');
  assert.match(userOf(shorter!), /Draft one about 12% yield\./);
  assert.doesNotMatch(userOf(shorter!), /SHORTER/);
  assert.doesNotMatch(userOf(formal!), /Draft one|FORMAL/, 'no text of another request');
  assert.doesNotMatch(String(systemOf(formal!)), /Draft/);
});

Deno.test('every style has its own instruction line', () => {
  const lines = Object.values(styleInstructions);
  assert.equal(new Set(lines).size, 5);
  for (const line of lines) assert.match(line, /^Style: [A-Z]+/);
});
