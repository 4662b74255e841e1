import type { Spelling } from '../rules/rule-family.ts';

/**
 * A verb the engine writes, in the draft's own spelling: "analyze" stays American, becomes
 * "analyse" in a draft that writes "organised". Only the "-ize"/"-yze" endings differ.
 */
export function localSpelling(word: string, spelling: Spelling): string {
  if (spelling === 'us') return word;
  return word.replace(/yz(e|es|ed|ing)\b/g, 'ys$1').replace(/iz(e|es|ed|ing)\b/g, 'is$1');
}
