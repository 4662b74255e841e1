/**
 * The privacy shield: what a third-party vendor never sees. Its whole interface:
 *
 * - `shieldDraft(text)` (here) → `{ masked, vault }`;
 * - `placeholderInstruction` (placeholder-instruction.ts), a line for the system prompt;
 * - `checkPlaceholders(answer, vault)` (placeholder-check.ts);
 * - `restore(answer, vault)` and `createStreamRestorer(vault)` (placeholder-restore.ts);
 * - `withheldCounts(vault)` (here).
 *
 * Before a draft goes to a vendor, `shieldDraft` replaces each sensitive value with a typed
 * placeholder (`⟦EMAIL 1⟧`, `⟦PHONE 1⟧`, `⟦SECRET 2⟧`…; the same text gets the same
 * placeholder) and keeps the values in a vault that lives as long as the request. The vendor
 * is told to keep placeholders exactly (`placeholderInstruction`). Its answer is then:
 *
 * - judged: `checkPlaceholders(answer, vault)` reports a placeholder dropped, altered or
 *   written more often than the draft had it, which fails that vendor's attempt like a lost
 *   number;
 * - restored: `restore(answer, vault)` puts every original back exactly as typed, or, for a
 *   streamed answer, `createStreamRestorer(vault)` does it chunk by chunk, never letting a
 *   placeholder or a piece of one through;
 * - described: `withheldCounts(vault)` gives counts by kind for `meta.withheld` and the
 *   usage row, never a value.
 *
 * What it keeps back is in `docs/privacy.md`. The offline engine runs on our own server and
 * gets the draft as typed.
 */
import { markedWords } from './private-marks.ts';
import { PrivacyVault, type WithheldCounts } from './privacy-vault.ts';
import { isWordCharacter, type SensitiveSpan } from './sensitive-span.ts';
import { findSensitiveSpans } from './sensitive-spans.ts';
import { uncountedWork, type WorkMeter } from '../text/work-meter.ts';
import type { WithheldKind } from './withheld-kinds.ts';

export interface ShieldedDraft {
  /** The draft with every sensitive value replaced by its placeholder: what a vendor gets. */
  masked: string;
  vault: PrivacyVault;
}

/**
 * How many distinct values found by their context are looked for again: each look reads the
 * draft once, so this bounds the work at that many readings (a real draft has a few).
 */
const repeatSearchLimit = 16;

/**
 * Where else the draft writes a value found by its context: a name marked `{{Jane Doe}}` and
 * then written plainly, a password after its label and later alone, a number after "call me
 * on" and later without it. Each such occurrence is kept back too, as its own text, so
 * restoring stays exact. (A value found by its shape is found wherever it is written.)
 */
function findRepeats(text: string, spans: SensitiveSpan[], meter: WorkMeter): SensitiveSpan[] {
  const masked = new Uint8Array(text.length);
  for (const span of spans) masked.fill(1, span.start, span.end);
  const values = new Map<string, WithheldKind>();
  for (const span of spans.filter((found) => found.byContext)) {
    const written = text.slice(span.start, span.end);
    const value = span.kind === 'private' ? markedWords(written) : written;
    if (value.length >= 2 && !values.has(value)) values.set(value, span.kind as WithheldKind);
  }
  const longestFirst = [...values].sort(([left], [right]) => right.length - left.length);
  const repeats: SensitiveSpan[] = [];
  for (const [value, kind] of longestFirst.slice(0, repeatSearchLimit)) {
    meter.steps += text.length;
    let at = text.indexOf(value);
    if (at === -1) continue;
    meter.steps += text.length;
    const maskedBefore = new Uint32Array(text.length + 1);
    for (let index = 0; index < text.length; index++) {
      maskedBefore[index + 1] = maskedBefore[index]! + masked[index]!;
    }
    while (at !== -1) {
      const end = at + value.length;
      const free = maskedBefore[end] === maskedBefore[at];
      const bounded =
        !(isWordCharacter(value[0]) && isWordCharacter(text[at - 1])) &&
        !(isWordCharacter(value[value.length - 1]) && isWordCharacter(text[end]));
      if (free && bounded) {
        masked.fill(1, at, end);
        repeats.push({ start: at, end, kind });
      }
      at = text.indexOf(value, free && bounded ? end : at + 1);
    }
  }
  return repeats;
}

/** Replaces every sensitive value of `text` with its placeholder; see the top of this file. */
export async function shieldDraft(
  text: string,
  { meter = uncountedWork() }: { meter?: WorkMeter } = {},
): Promise<ShieldedDraft> {
  const vault = new PrivacyVault();
  const found = await findSensitiveSpans(text, meter);
  const spans = [...found, ...findRepeats(text, found, meter)].sort(
    (left, right) => left.start - right.start,
  );
  const pieces: string[] = [];
  let from = 0;
  for (const span of spans) {
    pieces.push(text.slice(from, span.start));
    pieces.push(vault.withhold(span.kind as WithheldKind, text.slice(span.start, span.end)));
    from = span.end;
  }
  pieces.push(text.slice(from));
  const masked = pieces.join('');
  meter.steps += masked.length;
  vault.noteMaskedText(masked);
  return { masked, vault };
}

/** Counts of the values kept back, by kind, for `meta.withheld`: never a value. */
export function withheldCounts(vault: PrivacyVault): WithheldCounts {
  return vault.countsByKind();
}
