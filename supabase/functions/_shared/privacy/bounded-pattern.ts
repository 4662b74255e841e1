/**
 * Every repetition a pattern may make over a draft, written with an upper bound: `*`, `+`
 * and `{n,}` let one starting point read to the end of the text, and a pattern tried at every
 * starting point then reads the text once per character. With bounds, each starting point
 * costs at most a fixed amount and a whole scan stays linear in the draft. (Patterns applied
 * to a bounded candidate, not to the draft, need no such care.)
 */
export function unboundedRepetitions(source: string): string[] {
  const found: string[] = [];
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const character = source[at]!;
    if (character === '\\') {
      // An escape: \p{…}, \u{…} and \k<…> carry their own braces and brackets.
      const braced = /^\\[pPu]\{[^}]*\}|^\\k<[^>]*>/u.exec(source.slice(at));
      at += braced ? braced[0].length - 1 : 1;
      continue;
    }
    if (inClass) {
      if (character === ']') inClass = false;
      continue;
    }
    if (character === '[') inClass = true;
    else if ((character === '*' || character === '+') && source[at - 1] !== '(') {
      found.push(`${character} at ${at}`);
    } else if (character === '{') {
      const repetition = /^\{\d+,\}/u.exec(source.slice(at));
      if (repetition) found.push(`${repetition[0]} at ${at}`);
    }
  }
  return found;
}

/** A pattern run over a whole draft or answer: refused at load time if any repetition is unbounded. */
export function draftPattern(source: string, flags: string): RegExp {
  const unbounded = unboundedRepetitions(source);
  if (unbounded.length > 0) {
    throw new Error(`unbounded repetition (${unbounded.join(', ')}) in /${source}/`);
  }
  return new RegExp(source, flags);
}
