import assert from 'node:assert/strict';
import { pollUntil } from '../../_shared/clock/poll.test-support.ts';
import type { FaultPlanInput } from './fault-plan.ts';
import { startMockVendor } from './mock-vendor-server.ts';
import { type ReadEvent, readServerSentEvents } from './server-sent-events.ts';
import { wordsOf } from './streamed-answer.ts';

/** A request that asks each vendor's API for a stream. */
const streamRequests = {
  openai: {
    path: '/x/v1/chat/completions',
    body: { model: 'm', stream: true, messages: [{ role: 'user', content: 'Hello mock' }] },
  },
  anthropic: {
    path: '/x/v1/messages',
    body: {
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Hello mock' }] }],
    },
  },
  gemini: {
    path: '/x/v1beta/models/m:streamGenerateContent',
    body: { contents: [{ role: 'user', parts: [{ text: 'Hello mock' }] }] },
  },
};
type Format = keyof typeof streamRequests;

/** The text one event carries, in any of the three formats (undefined when it carries none). */
function textOf(event: ReadEvent): string | undefined {
  if (event.data === '[DONE]') return undefined;
  const data = JSON.parse(event.data);
  return (
    data.choices?.[0]?.delta?.content ||
    (data.delta?.type === 'text_delta' ? data.delta.text : undefined) ||
    data.candidates?.[0]?.content?.parts?.[0]?.text ||
    undefined
  );
}

async function ask(mockUrl: string, format: Format, signal?: AbortSignal) {
  const { path, body } = streamRequests[format];
  return await fetch(`${mockUrl}${path}?alt=sse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

Deno.test(
  'the mock streams words with the whitespace before each, as model tokens carry it',
  () => {
    assert.deepEqual(wordsOf('REFINED\nPlease review.\n\nCHANGES\n- none'), [
      'REFINED',
      '\nPlease',
      ' review.',
      '\n\nCHANGES',
      '\n-',
      ' none',
    ]);
    assert.deepEqual(wordsOf(''), []);
  },
);

for (const format of Object.keys(streamRequests) as Format[]) {
  Deno.test(`mock vendor streams a ${format} answer word by word, then its usage`, async () => {
    const mock = startMockVendor({ plans: { x: { latencyMs: 20, wordGapMs: 5 } } });
    try {
      const response = await ask(mock.url, format);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/event-stream');
      const events = await readServerSentEvents(response);
      const words = events.flatMap((event) => textOf(event) ?? []);
      assert.equal(
        words.join(''),
        'REFINED\nHello mock\n\nCHANGES\n- none: answered by the mock vendor.',
      );
      assert.ok(words.length > 5, 'one event per word');
      assert.match(
        events.map((event) => event.data).join('\n'),
        /"(?:output_tokens|completion_tokens|candidatesTokenCount)":\s?\d+/,
      );
      const [call] = mock.callTimings('x');
      assert.ok(call!.answeredAt - call!.arrivedAt >= 20, 'the first word waits for the latency');
      assert.equal(mock.stats('x').open, 0);
    } finally {
      await mock.close();
    }
  });

  Deno.test(`mock vendor's stream faults in the ${format} wire format`, async () => {
    const mock = startMockVendor();
    const eventsFor = async (plan: FaultPlanInput) => {
      mock.setPlan('x', plan);
      return await readServerSentEvents(await ask(mock.url, format));
    };
    try {
      const errorEvents = await eventsFor({ fault: 'error-body' });
      assert.ok(errorEvents.some((event) => /"error"/.test(event.data)));
      assert.ok(errorEvents.every((event) => textOf(event) === undefined));
      const empty = await eventsFor({ fault: 'empty' });
      assert.ok(empty.every((event) => textOf(event) === undefined));
      const malformed = await eventsFor({ fault: 'malformed' });
      assert.ok(malformed.some((event) => event.data.startsWith('{"choices": [ {"delta": ')));
      mock.setPlan('x', { fault: 'cut', afterWords: 3 });
      const cut: string[] = [];
      await assert.rejects(
        readServerSentEvents(
          await ask(mock.url, format),
          (event) => void cut.push(textOf(event) ?? ''),
        ),
      );
      assert.equal(cut.join(''), 'REFINED\nHello mock');
      mock.setPlan('x', { fault: 'status', status: 503 });
      assert.equal(
        (
          await ask(mock.url, format).then(
            async (response) => (await response.body?.cancel(), response),
          )
        ).status,
        503,
      );
      assert.equal(mock.stats('x').faulted, 5);
    } finally {
      await mock.close();
    }
  });
}

Deno.test(
  'a stalled stream writes its first words, then only comments until the client leaves',
  async () => {
    const mock = startMockVendor({
      plans: { x: { fault: 'stall', afterWords: 2, stallMs: 10_000 } },
    });
    try {
      const controller = new AbortController();
      const words: string[] = [];
      const reading = readServerSentEvents(
        await ask(mock.url, 'openai', controller.signal),
        (event) => {
          const text = textOf(event);
          if (text) words.push(text);
        },
      ).catch(() => 'left');
      await pollUntil(
        () => words.length,
        (count) => count >= 2,
        { timeoutMs: 5_000 },
      );
      assert.deepEqual(words, ['REFINED', '\nHello']);
      controller.abort();
      assert.equal(await reading, 'left');
      const stats = await pollUntil(
        () => mock.stats('x'),
        (current) => current.open === 0,
        { timeoutMs: 5_000 },
      );
      assert.deepEqual(words, ['REFINED', '\nHello'], 'nothing more came');
      assert.equal(stats.abandoned, 1);
    } finally {
      await mock.close();
    }
  },
);
