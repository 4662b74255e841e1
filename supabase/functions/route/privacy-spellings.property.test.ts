import assert from 'node:assert/strict';
import fc from 'fast-check';
import { normaliseForReading } from '../_shared/privacy/normalised-text.ts';
import { createWorkMeter } from '../_shared/text/work-meter.ts';
import { testSettings } from '../_shared/router/router-setup.test-support.ts';
import { createVendorRouter } from '../_shared/router/vendor-router.ts';
import type { VendorAdapter } from '../_shared/vendors/vendor-adapter.ts';
import { createRefiningRoute } from './refining-route.ts';

/**
 * Any value, in any of the spellings people type or paste, through the refining route with the
 * shield on: a vendor that records every text it is sent never receives the value in any
 * reading, and the reply (the vendor echoes the masked draft) gives the draft back exactly.
 */

/** Values as a form would print them; each has spaces and hyphens a spelling may replace. */
const values = {
  card: [
    '4111 1111 1111 1111',
    '5105-1051-0510-5100',
    '4012 8888 8888 1881',
    '6011 1111 1111 1117',
  ],
  phone: ['+44 20 7946 0958', '+1 617 555 0142', '(617) 555-0142', '212-555-0198'],
  email: ['jane.doe@uni-example.edu', 'p.sharma@example.org', 'R.Okafor@lab.example.ac.uk'],
  iban: ['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32'],
} as const;
type Kind = keyof typeof values;

const spaces = [' ', '\u00A0', '\u2009', '\u202F', '\u3000', '\u2007'];
const dashes = ['-', '–', '‑', '−', '‒'];
const invisibles = ['\u200B', '\u00AD', '\u2060', '\u200D', '\uFEFF'];
const fullWidth = (text: string) =>
  text.replace(/[0-9@+()]/gu, (character) =>
    String.fromCodePoint(character.codePointAt(0)! - 0x20 + 0xff00),
  );

/** A value in one spelling: its spaces, dashes, width and invisible characters chosen. */
const spelledValue = fc
  .record({
    kind: fc.constantFrom(...(Object.keys(values) as Kind[])),
    index: fc.nat(),
    space: fc.constantFrom(...spaces),
    dash: fc.constantFrom(...dashes),
    wide: fc.boolean(),
    hidden: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...invisibles)), { maxLength: 2 }),
  })
  .map(({ kind, index, space, dash, wide, hidden }) => {
    const plain = values[kind][index % values[kind].length]!;
    let written = plain.replaceAll(' ', space).replaceAll('-', kind === 'email' ? '-' : dash);
    if (wide) written = fullWidth(written);
    for (const [at, invisible] of hidden) {
      const inside = 1 + (at % (written.length - 1));
      written = written.slice(0, inside) + invisible + written.slice(inside);
    }
    return { kind, plain, written };
  });

/** Where a value sits: prose, after a glued cue, or inside an ordinary link. */
const placed = fc
  .tuple(spelledValue, fc.constantFrom('prose', 'cue', 'link'))
  .map(([value, place]) => {
    const digits = value.plain.replace(/\D/gu, '');
    if (place === 'cue' && value.kind === 'phone')
      return { ...value, text: `Tel:${value.written}` };
    if (place === 'link' && value.kind === 'phone') {
      return { ...value, text: `https://wa.me/${digits}` };
    }
    if (place === 'link' && value.kind === 'card') {
      return { ...value, text: `https://shop.example.org/pay?card=${digits}&x=1` };
    }
    if (place === 'link' && value.kind === 'email') {
      return { ...value, text: `https://f.example.org/c?email=${encodeURIComponent(value.plain)}` };
    }
    return { ...value, text: value.written };
  });

const draft = fc
  .tuple(
    fc.array(placed, { minLength: 1, maxLength: 4 }),
    fc.constantFrom(
      (parts: string[]) => `Dear team, please use ${parts.join(' and ')} for the consent forms.`,
      (parts: string[]) => `Contacts: ${parts.join('; ')}. We recruited 48 adults in 2024.`,
      (parts: string[]) => parts.map((part) => `• ${part}`).join('\n'),
    ),
  )
  .map(([parts, template]) => ({ text: template(parts.map((part) => part.text)), parts }));

/** Letters and digits only, lower case, as a vendor would read them. */
const skeleton = (text: string) =>
  normaliseForReading(text, createWorkMeter())
    .text.toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

function recordingVendor() {
  const received: string[] = [];
  const adapter: VendorAdapter = {
    vendor: 'recording',
    model: 'echo',
    generate(text) {
      received.push(text);
      return Promise.resolve({ text: `REFINED\n${text}\n\nCHANGES\n- none.` });
    },
  };
  return { adapter, received };
}

const offline: VendorAdapter = {
  vendor: 'local',
  model: 'retext-clarity',
  generate: () => Promise.reject(new Error('the offline engine is not asked here')),
};

Deno.test(
  'privacy shield: any value in any spelling never reaches a recording vendor, and comes back exactly',
  async () => {
    await fc.assert(
      fc.asyncProperty(draft, async ({ text, parts }) => {
        const vendor = recordingVendor();
        const router = createVendorRouter({
          remote: [vendor.adapter],
          local: offline,
          settings: testSettings({ hedging: false, localFallback: false }),
        });
        const route = createRefiningRoute(router, { shield: true });
        const outcome = await route(text);
        assert.ok(outcome.ok, JSON.stringify(outcome.failures));
        assert.equal(outcome.refinement.refined, text);
        assert.equal(vendor.received.length, 1);
        const sent = skeleton(vendor.received[0]!);
        for (const { plain } of parts) {
          assert.ok(
            !sent.includes(skeleton(plain)),
            `${plain} reached the vendor: ${vendor.received[0]}`,
          );
        }
      }),
      { numRuns: 200, seed: 2026 },
    );
  },
);
