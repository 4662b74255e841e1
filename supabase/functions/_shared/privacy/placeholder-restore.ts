import type { PrivacyVault } from './privacy-vault.ts';
import { couldBecomePlaceholder, placeholderOpen, placeholderPattern } from './withheld-kinds.ts';

const placeholderAtStart = new RegExp(placeholderPattern.source, 'uy');

/**
 * Puts every placeholder of the vault back to the exact text it stands for. Anything else,
 * a placeholder this request never made included, is left as written (and
 * `checkPlaceholders` reports it).
 */
export function restore(text: string, vault: PrivacyVault): string {
  if (vault.size === 0) return text;
  return text.replace(
    placeholderPattern,
    (placeholder) => vault.original(placeholder) ?? placeholder,
  );
}

export interface StreamRestorer {
  /** Takes the next piece of the answer; gives the restored text that can be shown now. */
  push(chunk: string): string;
  /** The answer has ended: gives what was held back, restored. */
  finish(): string;
}

/**
 * Restores a streamed answer chunk by chunk. A placeholder may arrive split across chunks
 * ("…write to ⟦EMA", "IL 1⟧ by Friday"), so from an opening bracket on, text is held back
 * for as long as it could still become a placeholder: never more than the longest one.
 * Whatever the chunks, what it gives adds up to `restore` of the whole answer (less what
 * could not be restored, with `hideUnrestored`).
 */
export function createStreamRestorer(
  vault: PrivacyVault,
  options: { hideUnrestored?: boolean } = {},
): StreamRestorer {
  // With `hideUnrestored` (text shown while an answer is written), what cannot be put back is
  // left out: a placeholder this request never made, or the start of one the answer ended on.
  // No placeholder or piece of one may ever show; the judged reply, which replaces the streamed
  // text, fails an answer that broke one (and shows a lone bracket the draft itself had).
  const unrestored = (text: string) => (options.hideUnrestored ? '' : text);
  let held = '';
  return {
    push(chunk) {
      if (vault.size === 0) return chunk;
      let pending = held + chunk;
      held = '';
      let shown = '';
      for (;;) {
        const open = pending.indexOf(placeholderOpen);
        if (open === -1) return shown + pending;
        shown += pending.slice(0, open);
        const tail = pending.slice(open);
        placeholderAtStart.lastIndex = 0;
        const whole = placeholderAtStart.exec(tail)?.[0];
        if (whole !== undefined) {
          shown += vault.original(whole) ?? unrestored(whole);
          pending = tail.slice(whole.length);
        } else if (couldBecomePlaceholder(tail)) {
          held = tail;
          return shown;
        } else {
          shown += placeholderOpen;
          pending = tail.slice(placeholderOpen.length);
        }
      }
    },
    finish() {
      const rest = held;
      held = '';
      return unrestored(rest);
    },
  };
}
