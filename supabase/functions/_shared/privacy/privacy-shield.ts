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
import { normaliseForReading, type NormalisedText } from './normalised-text.ts';
import { PrivacyVault, type WithheldCounts } from './privacy-vault.ts';
import { findRepeatedValues } from './repeated-values.ts';
import type { SensitiveSpan } from './sensitive-span.ts';
import { findSensitiveSpans } from './sensitive-spans.ts';
import { uncountedWork, type WorkMeter } from '../text/work-meter.ts';
import type { WithheldKind } from './withheld-kinds.ts';

export interface ShieldedDraft {
  /** The draft with every sensitive value replaced by its placeholder: what a vendor gets. */
  masked: string;
  vault: PrivacyVault;
}

/**
 * The spans found in the normalised reading, as stretches of the draft typed, in order. A
 * character read from several typed ones (a letter and its combining marks) is never split, so
 * two spans could meet in one; the later is then left to the earlier.
 */
function inDraft(spans: SensitiveSpan[], reading: NormalisedText): SensitiveSpan[] {
  const typed: SensitiveSpan[] = [];
  let end = 0;
  for (const span of [...spans].sort((left, right) => left.start - right.start)) {
    const stretch = reading.toOriginal(span.start, span.end);
    if (stretch.start < end) continue;
    typed.push({ ...span, ...stretch });
    end = stretch.end;
  }
  return typed;
}

/** Replaces every sensitive value of `text` with its placeholder; see the top of this file. */
export async function shieldDraft(
  text: string,
  { meter = uncountedWork() }: { meter?: WorkMeter } = {},
): Promise<ShieldedDraft> {
  const vault = new PrivacyVault();
  const reading = normaliseForReading(text, meter);
  const found = await findSensitiveSpans(reading.text, meter);
  const spans = inDraft([...found, ...findRepeatedValues(reading.text, found, meter)], reading);
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
