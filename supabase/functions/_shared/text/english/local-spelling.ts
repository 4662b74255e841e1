/** American "-ize"/"analyze" or British "-ise"/"analyse", as the draft itself spells. */
export type Spelling = 'us' | 'uk';

/** Verbs spelled "-ise" in British and "-ize" in American English ("advise" is not one). */
const izeVerbs =
  /\b(?:analy([sz])(?:e|ed|ing)|(?:organ|recogn|real|summar|emphas|priorit|minim|maxim|optim|normal|standard|character|categor|final|util|apolog|critic|special|visual|general|random|synthes|hypothes|stabil|author)i([sz])(?:e|es|ed|ing|ation|ations))\b/gi;

/** The draft's own spelling, for the verbs a rule writes ("analysed" or "analyzed"). */
export function spellingOf(text: string): Spelling {
  let british = 0;
  let american = 0;
  for (const match of text.matchAll(izeVerbs)) {
    // "analyses" is also the plural of "analysis" in both spellings, so it is not counted.
    if ((match[1] ?? match[2])!.toLowerCase() === 's') british++;
    else american++;
  }
  return british > american ? 'uk' : 'us';
}

/**
 * A verb the engine writes, in the draft's own spelling: "analyze" stays American, becomes
 * "analyse" in a draft that writes "organised". Only the "-ize"/"-yze" endings differ.
 */
export function localSpelling(word: string, spelling: Spelling): string {
  if (spelling === 'us') return word;
  return word.replace(/yz(e|es|ed|ing)\b/g, 'ys$1').replace(/iz(e|es|ed|ing)\b/g, 'is$1');
}
