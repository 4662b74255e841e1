import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decodeLeniently, findValuesInLinks } from './link-values.ts';
import { findLinks } from './links.ts';
import { createWorkMeter } from '../text/work-meter.ts';

async function valuesIn(text: string) {
  const meter = createWorkMeter();
  const links = findLinks(text, meter).filter((span) => span.kind === 'keep');
  return (await findValuesInLinks(text, links, meter)).map((span) => [
    span.kind,
    text.slice(span.start, span.end),
  ]);
}

Deno.test(
  '%-escapes: read where well formed, a replacement character where not, never thrown',
  () => {
    assert.equal(decodeLeniently('jane.doe%40uni.edu'), 'jane.doe@uni.edu');
    assert.equal(decodeLeniently('caf%C3%A9 %E0%A4%A x%zz %'), 'café \uFFFD%A x%zz %');
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('%', 'A', '4', 'E', '0', 'z', 'é', '/') }),
        (raw) => {
          decodeLeniently(raw);
        },
      ),
      { numRuns: 500, seed: 2026 },
    );
  },
);

Deno.test('links: numbers and escaped addresses in their places are found', async () => {
  assert.deepEqual(await valuesIn('https://wa.me/14155550142?text=hi'), [['phone', '14155550142']]);
  assert.deepEqual(await valuesIn('https://x.example.org/f?Phone=%2B1%20617%20555%200142&a=1'), [
    ['phone', '%2B1%20617%20555%200142'],
  ]);
  assert.deepEqual(await valuesIn('https://shop.example.org/pay?card=4111111111111111'), [
    ['card', '4111111111111111'],
  ]);
  assert.deepEqual(await valuesIn('https://shop.example.org/cards/5105105105105100/edit'), [
    ['card', '5105105105105100'],
  ]);
  assert.deepEqual(await valuesIn('https://f.example.org/c#to=jane%40uni.edu'), [
    ['email', 'jane%40uni.edu'],
  ]);
  assert.deepEqual(await valuesIn('https://signal.me/#p/+14155550142'), [
    ['phone', '+14155550142'],
  ]);
});

Deno.test("links: a link's ids, versions and dates are not values", async () => {
  for (const link of [
    'https://x.com/lab/status/1234567890123456789',
    'https://pubmed.ncbi.nlm.nih.gov/31452104/',
    'https://example.org/report?year=2023&n=12345678901234&page=2',
    'https://example.org/v/1.2.3/2024-05-01/release',
    'https://example.org/profile?number=5550142',
  ]) {
    assert.deepEqual(await valuesIn(link), [], link);
  }
});

Deno.test('links: any mess of escapes and signs is read without throwing', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({
        unit: fc.constantFrom('%', 'E', '0', 'A', '4', '@', ':', '/', '?', '#', '&', '=', '+', '1'),
      }),
      async (tail) => {
        await valuesIn(`https://guest${tail}@example.org/${tail}?phone=${tail}#${tail}`);
      },
    ),
    { numRuns: 300, seed: 2026 },
  );
});
