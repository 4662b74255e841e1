import assert from 'node:assert/strict';
import { shieldDraft } from '../privacy/privacy-shield.ts';
import { createReplyJudge } from '../refinement/reply-judge.ts';
import type { VendorAdapter } from '../vendors/vendor-adapter.ts';
import type { StreamFailure } from './route-outcome.ts';
import { testSettings } from './router-setup.test-support.ts';
import { createVendorRouter } from './vendor-router.ts';

/**
 * The router with a masked draft: remote vendors get the masked text, the offline engine the
 * draft as typed, and a reply that lost a placeholder is a failed attempt of its vendor, failed
 * over like a lost number.
 */
const draft =
  'Please write to j.moreno@uni-example.edu about the 12 samples we collected in March.';
const { masked, vault } = await shieldDraft(draft);

/** A vendor that records the text it was sent and answers with `answer(text)`, streamed. */
function recordingVendor(vendor: string, answer: (text: string) => string) {
  const received: string[] = [];
  const adapter: VendorAdapter = {
    vendor,
    model: `${vendor}-model`,
    generate(text, { onText }) {
      received.push(text);
      const reply = answer(text);
      for (const word of reply.match(/\s*\S+/g) ?? []) onText?.(word);
      return Promise.resolve({ text: reply });
    },
  };
  return { adapter, received };
}

const echo = (text: string) => `REFINED\n${text}\n\nCHANGES\n- none.`;
const dropsPlaceholder = (text: string) => echo(text.replace('⟦EMAIL 1⟧', 'her'));

function routerOver(remote: VendorAdapter[], local: VendorAdapter, localFallback = true) {
  return createVendorRouter({
    remote,
    local,
    settings: testSettings({ hedging: false, localFallback }),
  });
}

const offline = () => recordingVendor('local', (text) => `REFINED\n${text}`);

Deno.test('remote vendors get the masked text; the offline engine the draft as typed', async () => {
  const failing: VendorAdapter = {
    vendor: 'failing',
    model: 'm',
    generate: () => Promise.reject(new Error('down')),
  };
  const local = offline();
  const remote = recordingVendor('first', echo);
  const router = routerOver([remote.adapter], local.adapter);
  const answered = await router.route(draft, {
    vendorText: masked,
    judge: createReplyJudge(draft, { vault }),
  });
  assert.ok(answered.ok);
  assert.deepEqual(remote.received, [masked]);
  assert.equal(answered.parsed.refined, draft);
  assert.equal(answered.output, `REFINED\n${draft}\n\nCHANGES\n- none.`);

  const fellBack = await routerOver([failing], local.adapter).route(draft, {
    vendorText: masked,
    judge: createReplyJudge(draft, { vault }),
  });
  assert.ok(fellBack.ok && fellBack.fallback);
  assert.deepEqual(local.received, [draft]);
});

Deno.test('a reply that dropped a placeholder fails over, the stream told why', async () => {
  const first = recordingVendor('first', dropsPlaceholder);
  const second = recordingVendor('second', echo);
  const replaced: StreamFailure[] = [];
  const outcome = await routerOver([first.adapter, second.adapter], offline().adapter).route(
    draft,
    {
      vendorText: masked,
      judge: createReplyJudge(draft, { vault }),
      onText: () => {},
      onReplaced: (failure) => replaced.push(failure),
    },
  );
  assert.ok(outcome.ok);
  assert.equal(outcome.vendor, 'second');
  assert.equal(outcome.parsed.refined, draft);
  assert.deepEqual(
    outcome.attempts.map((attempt) => [attempt.vendor, attempt.outcome]),
    [
      ['first', 'invalid_response'],
      ['second', 'ok'],
    ],
  );
  assert.deepEqual(outcome.failures, [
    { vendor: 'first', code: 'invalid_response', rejection: 'placeholders_lost' },
  ]);
  assert.deepEqual(replaced, [
    { code: 'invalid_response', rejection: 'placeholders_lost', lost: [], withheld: ['email'] },
  ]);
});

Deno.test(
  'every vendor dropping a placeholder: the offline engine answers, or no reply at all',
  async () => {
    const judge = () => createReplyJudge(draft, { vault });
    const vendors = () => [
      recordingVendor('first', dropsPlaceholder).adapter,
      recordingVendor('second', dropsPlaceholder).adapter,
    ];
    const withFallback = await routerOver(vendors(), offline().adapter).route(draft, {
      vendorText: masked,
      judge: judge(),
    });
    assert.ok(withFallback.ok && withFallback.fallback);
    assert.equal(withFallback.vendor, 'local');
    // Unlike a lost number, a lost placeholder is never shown: the value could not be put back.
    const without = await routerOver(vendors(), offline().adapter, false).route(draft, {
      vendorText: masked,
      judge: judge(),
    });
    assert.equal(without.ok, false);
    // Three attempts, the most a request makes, each one failed.
    assert.deepEqual(
      without.failures.map((failure) => [failure.vendor, failure.rejection]),
      [
        ['first', 'placeholders_lost'],
        ['second', 'placeholders_lost'],
        ['first', 'placeholders_lost'],
      ],
    );
  },
);
