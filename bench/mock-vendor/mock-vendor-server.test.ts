import assert from 'node:assert/strict';
import { startMockVendor } from './mock-vendor-server.ts';

const requests = {
  openai: {
    path: '/x/v1/chat/completions',
    body: {
      model: 'm',
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'Hello mock' },
      ],
    },
  },
  anthropic: {
    path: '/x/v1/messages',
    body: {
      model: 'm',
      system: 'rules',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Hello mock' }] }],
    },
  },
  gemini: {
    path: '/x/v1beta/models/m:generateContent',
    body: { contents: [{ role: 'user', parts: [{ text: 'Hello mock' }] }] },
  },
};

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface AnswerBody {
  choices?: { message: { content: string } }[];
  content?: { text: string }[];
  candidates?: { content: { parts: { text: string }[] } }[];
}

function answerText(format: keyof typeof requests, body: AnswerBody): string {
  if (format === 'openai') return body.choices![0]!.message.content;
  if (format === 'anthropic') return body.content!.map((part) => part.text).join('');
  return body.candidates![0]!.content.parts.map((part) => part.text).join('');
}

for (const format of Object.keys(requests) as (keyof typeof requests)[]) {
  Deno.test(`mock vendor speaks the ${format} wire format and echoes the user text`, async () => {
    const mock = startMockVendor();
    try {
      const response = await post(`${mock.url}${requests[format].path}`, requests[format].body);
      assert.equal(response.status, 200);
      const text = answerText(format, await response.json());
      assert.match(text, /Hello mock/);
      assert.doesNotMatch(text, /rules/);
      assert.equal(mock.stats('x').calls, 1);
    } finally {
      await mock.close();
    }
  });

  Deno.test(
    `mock vendor injects status, 200-with-error, empty and malformed faults (${format})`,
    async () => {
      const mock = startMockVendor();
      const { path, body } = requests[format];
      try {
        mock.setPlan('x', { fault: 'status', status: 429, retryAfterSeconds: 3 });
        const limited = await post(`${mock.url}${path}`, body);
        assert.equal(limited.status, 429);
        assert.equal(limited.headers.get('retry-after'), '3');
        assert.ok((await limited.json()).error);
        mock.setPlan('x', { fault: 'error-body' });
        const errorBody = await post(`${mock.url}${path}`, body);
        assert.equal(errorBody.status, 200);
        assert.ok((await errorBody.json()).error);
        mock.setPlan('x', { fault: 'empty' });
        const empty = await (await post(`${mock.url}${path}`, body)).json();
        assert.equal(JSON.stringify(empty).includes('Hello mock'), false);
        mock.setPlan('x', { fault: 'malformed' });
        await assert.rejects((await post(`${mock.url}${path}`, body)).json());
        assert.equal(mock.stats('x').faulted, 4);
      } finally {
        await mock.close();
      }
    },
  );
}

Deno.test('mock vendor resets connections on its reset port and counts the calls', async () => {
  const mock = startMockVendor();
  try {
    await assert.rejects(
      post(`${mock.resetUrl}${requests.openai.path}`, requests.openai.body),
      TypeError,
    );
    assert.equal(mock.stats('x').calls, 1);
  } finally {
    await mock.close();
  }
});

Deno.test(
  'mock vendor stalls until the client leaves, then closes the call within 100 ms',
  async () => {
    const mock = startMockVendor({ plans: { x: { fault: 'stall', stallMs: 10_000 } } });
    try {
      const controller = new AbortController();
      const response = await fetch(`${mock.url}${requests.openai.path}`, {
        method: 'POST',
        body: JSON.stringify(requests.openai.body),
        signal: controller.signal,
      });
      assert.equal(mock.stats('x').open, 1);
      controller.abort();
      await response.text().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(mock.stats('x').open, 0);
      assert.equal(mock.stats('x').abandoned, 1);
    } finally {
      await mock.close();
    }
  },
);

Deno.test('mock vendor applies a fault to the configured share of calls, repeatably', async () => {
  const run = async () => {
    const mock = startMockVendor({
      plans: { x: { fault: 'status', status: 503, faultRate: 0.3, seed: 7 } },
    });
    const statuses: number[] = [];
    for (let call = 0; call < 40; call++) {
      const response = await post(`${mock.url}${requests.openai.path}`, requests.openai.body);
      statuses.push(response.status);
      await response.body?.cancel();
    }
    await mock.close();
    return statuses;
  };
  const first = await run();
  assert.deepEqual(first, await run());
  const failed = first.filter((status) => status === 503).length;
  assert.ok(failed > 4 && failed < 20, `${failed} of 40 failed`);
});
