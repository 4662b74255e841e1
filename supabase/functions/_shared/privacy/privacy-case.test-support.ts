import type { PrivacyVault } from './privacy-vault.ts';
import { withheldKinds, placeholderWords, type WithheldKind } from './withheld-kinds.ts';

/**
 * One seeded case: a realistic sentence and exactly what the shield must keep back from it,
 * as [kind, text as written]. An empty list is a look-alike: nothing may be kept back.
 */
export interface PrivacyCase {
  name: string;
  text: string;
  withheld: [WithheldKind, string][];
}

const kindOfWord = new Map(withheldKinds.map((kind) => [placeholderWords[kind], kind]));

/** What a vault kept back, as [kind, text as written], in placeholder order. */
export function withheldValues(vault: PrivacyVault): [WithheldKind, string][] {
  return vault.placeholders().map((placeholder) => {
    const word = /^⟦(\p{Lu}+) /u.exec(placeholder)![1]!;
    return [kindOfWord.get(word)!, vault.original(placeholder)!];
  });
}

/** The two lists as sets of "kind: text" lines, so a test failure reads like the table. */
export function compareWithheld(
  found: [WithheldKind, string][],
  expected: [WithheldKind, string][],
): { missed: string[]; falseAlarms: string[] } {
  const line = ([kind, text]: [WithheldKind, string]) => `${kind}: ${text}`;
  const foundLines = new Set(found.map(line));
  const expectedLines = new Set(expected.map(line));
  return {
    missed: [...expectedLines].filter((entry) => !foundLines.has(entry)),
    falseAlarms: [...foundLines].filter((entry) => !expectedLines.has(entry)),
  };
}
