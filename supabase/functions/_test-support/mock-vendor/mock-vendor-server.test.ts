import assert from 'node:assert/strict';
import { pollUntil } from '../../_shared/clock/poll.test-support.ts';
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

Deno.test(
  'mock vendor spoils a refinement: drops the first number or placeholder, or answers off topic',
  async () => {
    const mock = startMockVendor();
    const { path } = requests.openai;
    const ask = async (text: string) => {
      const body = { model: 'm', messages: [{ role: 'user', content: text }] };
      return answerText('openai', await (await post(`${mock.url}${path}`, body)).json());
    };
    try {
      mock.setPlan('x', { fault: 'drop-fact' });
      const dropped = await ask('Yield rose 12% in 2024 [14].');
      assert.match(dropped, /^REFINED\nYield rose several in 2024 \[14\]\./);
      mock.setPlan('x', { fault: 'off-topic' });
      const offTopic = await ask('Yield rose 12% in 2024 [14].');
      assert.match(offTopic, /^REFINED\nWaves that whisper/);
      assert.doesNotMatch(offTopic, /Yield/);
      mock.setPlan('x', { fault: 'drop-placeholder' });
      const unmasked = await ask('Write to ⟦EMAIL 1⟧ or ⟦PHONE 1⟧ by Friday.');
      assert.match(unmasked, /^REFINED\nWrite to someone or ⟦PHONE 1⟧ by Friday\./);
      mock.setPlan('x', { fault: 'overstate' });
      const caused = await ask('Walking was associated with fewer falls (p = 0.03).');
      assert.match(caused, /^REFINED\nWalking caused fewer falls \(p = 0\.03\)\./);
      const firmer = await ask('The drug may shorten stays.');
      assert.match(firmer, /^REFINED\nThe drug will shorten stays\./);
      assert.equal(mock.stats('x').faulted, 5);
    } finally {
      await mock.close();
    }
  },
);

Deno.test('mock vendor records the latest calls of a lane whole', async () => {
  const mock = startMockVendor();
  try {
    const response = await fetch(`${mock.url}${requests.anthropic.path}?beta=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'mock-key' },
      body: JSON.stringify(requests.anthropic.body),
    });
    await response.body?.cancel();
    const [call] = mock.received('x');
    assert.equal(call!.method, 'POST');
    assert.equal(call!.url, '/x/v1/messages?beta=true');
    assert.equal(call!.headers['x-api-key'], 'mock-key');
    assert.deepEqual(JSON.parse(call!.body), requests.anthropic.body);
    const overHttp = await (await fetch(`${mock.url}/__control/received/x`)).json();
    assert.deepEqual(overHttp, [call]);
    for (let index = 0; index < 60; index++) {
      await (await post(`${mock.url}${requests.openai.path}`, requests.openai.body)).body?.cancel();
    }
    assert.equal(mock.received('x').length, 50, 'a bounded few');
    mock.resetStats();
    assert.deepEqual(mock.received('x'), []);
  } finally {
    await mock.close();
  }
});

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
  'mock vendor stalls until the client leaves, then sees it go and closes the call',
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
      // The outcome, not a fixed wait: the mock notices at its next trickle write (every 25 ms);
      // the stall itself would only end after 10 s, which the poll never reaches.
      const stats = await pollUntil(
        () => mock.stats('x'),
        (current) => current.open === 0,
        { timeoutMs: 5_000 },
      );
      assert.equal(stats.open, 0);
      assert.equal(stats.abandoned, 1);
    } finally {
      await mock.close();
    }
  },
);

Deno.test(
  'mock Supabase takes multi-row usage inserts and purges rows older than 12 months',
  async () => {
    const mock = startMockVendor();
    const headers = { 'content-type': 'application/json' };
    const day = 24 * 60 * 60 * 1000;
    const row = (requestId: string, ageDays: number) => ({
      request_id: requestId,
      created_at: new Date(Date.now() - ageDays * day).toISOString(),
    });
    try {
      const rows = [row('old-1', 400), row('new-1', 1), row('old-2', 366)];
      const insert = await fetch(`${mock.url}/supabase/rest/v1/usage_events`, {
        method: 'POST',
        headers,
        body: JSON.stringify(rows),
      });
      assert.equal(insert.status, 201);
      await insert.body?.cancel();
      const single = await fetch(`${mock.url}/supabase/rest/v1/usage_events`, {
        method: 'POST',
        headers,
        body: JSON.stringify(row('new-2', 0)),
      });
      await single.body?.cancel();
      assert.deepEqual(mock.supabase.usageInserts, [3, 1]);
      const purge = () =>
        fetch(`${mock.url}/supabase/rest/v1/rpc/purge_expired_usage_events`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ p_batch_size: 1 }),
        }).then((response) => response.json());
      assert.deepEqual([await purge(), await purge(), await purge()], [1, 1, 0]);
      assert.deepEqual(
        mock.supabase.usageRows.map((stored) => stored.request_id),
        ['new-1', 'new-2'],
      );
      assert.equal(mock.supabase.rpcCalls.purge_expired_usage_events, 3);
    } finally {
      await mock.close();
    }
  },
);

Deno.test('mock Supabase answers one quota decision per user of a batch, in order', async () => {
  const mock = startMockVendor();
  const batch = () =>
    fetch(`${mock.url}/supabase/rest/v1/rpc/consume_route_quota_batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ p_user_ids: ['a', 'b', 'a'], p_per_minute: 20, p_per_day: 300 }),
    }).then((response) => response.json());
  try {
    assert.deepEqual(await batch(), [
      { allowed: true, retry_after_seconds: 0 },
      { allowed: true, retry_after_seconds: 0 },
      { allowed: true, retry_after_seconds: 0 },
    ]);
    mock.supabase.quotaAllowed = false;
    const refused = (await batch()) as { allowed: boolean }[];
    assert.deepEqual(
      refused.map((decision) => decision.allowed),
      [false, false, false],
    );
    assert.equal(mock.supabase.rpcCalls.consume_route_quota_batch, 2);
  } finally {
    await mock.close();
  }
});

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

Deno.test('mock vendor times each call from its arrival to its answer, per lane', async () => {
  const mock = startMockVendor({ plans: { slow: { latencyMs: 30 } } });
  try {
    const sentAt = performance.now();
    const response = await post(`${mock.url}/slow/v1/chat/completions`, requests.openai.body);
    await response.text();
    const doneAt = performance.now();
    const [call, ...others] = mock.callTimings('slow');
    assert.equal(others.length, 0);
    assert.ok(sentAt <= call!.arrivedAt && call!.answeredAt <= doneAt);
    assert.ok(call!.answeredAt - call!.arrivedAt >= 25, "the answer waits for the lane's latency");
    assert.equal(mock.callTimings('other').length, 0);
    mock.resetStats();
    assert.equal(mock.callTimings('slow').length, 0);
  } finally {
    await mock.close();
  }
});
