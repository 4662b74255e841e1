import assert from 'node:assert/strict';
import { refineMessage } from '../clarity/clarity-engine.ts';
import { createClarityAdapter } from './clarity-adapter.ts';

const signal = new AbortController().signal;

Deno.test('the local adapter answers as vendor local and respects an aborted signal', async () => {
  const adapter = createClarityAdapter();
  assert.equal(adapter.vendor, 'local');
  const reply = await adapter.generate('Hello there.', { signal: new AbortController().signal });
  assert.match(reply.text, /^REFINED\nHello there\./);
  assert.deepEqual(reply.structured?.changes, []);
  await assert.rejects(adapter.generate('Hello.', { signal: AbortSignal.abort() }));
});

Deno.test('without a style the local adapter refines as the engine does by default', async () => {
  const draft = "We don't basically need it ASAP, I think. Could you send it by 3 June?";
  const plain = await createClarityAdapter().generate(draft, { signal });
  assert.equal(plain.structured?.refined, (await refineMessage(draft)).refined);
  assert.match(plain.structured!.refined, /don't/);
});

Deno.test('the local adapter refines in the style it is asked for', async () => {
  const adapter = createClarityAdapter();
  const formal = await adapter.generate("We don't have it yet!", { signal, style: 'formal' });
  assert.equal(formal.structured?.refined, 'We do not have it yet.');
  assert.match(formal.text, /^REFINED\nWe do not have it yet\./);
  const friendly = await adapter.generate('We do not have it yet.', { signal, style: 'friendly' });
  assert.equal(friendly.structured?.refined, "We don't have it yet.");
});
