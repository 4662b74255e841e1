import type { RefinementChange } from '../contract/refinement-contract.ts';

/** A reply read as a refinement: the refined message, its changes and the notes it gave. */
export interface ParsedReply {
  refined: string;
  changes: RefinementChange[];
  notes: string[];
}

/**
 * Bold text, at most 500 characters: an opening "**" with no closing one was otherwise read to
 * the end of the reply, once for each such opening.
 */
const bold = /(\*\*|__)(?=\S)([\s\S]{0,500}?\S)\1/g;

/**
 * Markdown a model adds although the prompt asks for plain text, which the terminal would show
 * raw: headings, bold, italics around words, block quotes and code fences (their content stays).
 * Inline `code` is kept: it may be a fact of the draft.
 */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*```[^\n]*$/gm, '')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
    .replace(bold, '$2')
    .replace(/(?<![\p{L}\p{N}*_])([*_])(?=\S)([^*_\n]*?\S)\1(?![\p{L}\p{N}*_])/gu, '$2')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type Section = 'refined' | 'changes' | 'notes' | 'ignored';

/** A heading line alone (any case, optional colon); REFINED may carry the message after it. */
const headings: readonly { section: Section; pattern: RegExp }[] = [
  {
    section: 'refined',
    pattern:
      /^(?:the\s+|your\s+)?(?:refined|revised|improved|rewritten)(?:\s+(?:message|version|text|draft|e-?mail))?\s*(?::\s*(?<rest>.*))?$/i,
  },
  {
    section: 'changes',
    pattern:
      /^(?:changes(?:\s+made)?|what\s+(?:i\s+)?changed(?:\s+and\s+why)?|edits(?:\s+made)?)\s*:?$/i,
  },
  {
    section: 'notes',
    pattern:
      /^(?:still\s+worth\s+a\s+look|worth\s+a\s+look|notes?|suggestions|to\s+consider)\s*:?$/i,
  },
  { section: 'ignored', pattern: /^readability\b.*$/i },
];

/** The heading a line is, if any (the stream reader asks too, line by line). */
export function headingOf(line: string): { section: Section; rest: string } | undefined {
  const flat = line
    .trim()
    // The closing stars are matched from the first of them only, not from each.
    .replace(/^\*+|(?<!\*)\*+$/g, '')
    .trim();
  for (const { section, pattern } of headings) {
    const match = pattern.exec(flat);
    if (match) return { section, rest: match.groups?.rest?.trim() ?? '' };
  }
  return undefined;
}

const bullet = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/;

/** List items, a continuation line joined to the item above it. */
function listItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (bullet.test(line) || items.length === 0) items.push(line.replace(bullet, '').trim());
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

const quoted = String.raw`["“'‘]([^"”’\n]*?)["”'’]`;
const arrow = String.raw`\s*(?:->|→|=>|⟶)\s*`;
const tail = String.raw`[\s,:;.()\-–—]*(.*?)\)?\.?$`;

// Built once: a RegExp built per change item was compiled again for every reply.
const arrowSwap = new RegExp(`^${quoted}${arrow}${quoted}${tail}`, 'u');
const verbSwap = new RegExp(
  `^(?:replaced|changed|swapped|turned)\\s+${quoted}\\s+(?:with|to|into|for|by)\\s+${quoted}${tail}`,
  'iu',
);
const drop = new RegExp(`^(?:dropped|removed|deleted|cut|omitted)\\s+${quoted}${tail}`, 'iu');

/** `"X" -> "Y": why`, `Replaced "X" with "Y" because…`, `Dropped "X": why`, or just a reason. */
export function parseChange(item: string): RefinementChange | undefined {
  if (/^none\b/i.test(item)) return undefined;
  const swap = arrowSwap.exec(item) ?? verbSwap.exec(item);
  if (swap) return { reason: swap[3]?.trim() || item, before: swap[1]!, after: swap[2]! };
  const dropped = drop.exec(item);
  if (dropped) return { reason: dropped[2]?.trim() || item, before: dropped[1]!, after: '' };
  return { reason: item };
}

/** The reply's lines by section; lines before any heading are the `preamble`. */
function splitSections(lines: readonly string[]) {
  const sections: Record<Section | 'preamble', string[]> = {
    preamble: [],
    refined: [],
    changes: [],
    notes: [],
    ignored: [],
  };
  const seen = new Set<Section>();
  let current: Section | 'preamble' = 'preamble';
  for (const line of lines) {
    const heading = headingOf(line);
    // Only the first REFINED heading opens the message; later ones are the message's own words.
    const opens = heading && (heading.section !== 'refined' || current === 'preamble');
    if (heading && opens) {
      current = heading.section;
      seen.add(heading.section);
      if (heading.rest) sections[current].push(heading.rest);
      continue;
    }
    sections[current].push(line);
  }
  return { sections, seen };
}

/** "Here is the refined message:" and the like, which some models put before the message. */
export const introduction = /^(?:here(?:'s| is)|sure|certainly|below)\b.*:\s*$/i;

/**
 * Reads a vendor's reply as a refinement, tolerating case, "Refined:" variants and Markdown.
 * Undefined when it is not one: no REFINED or CHANGES heading at all, or an empty message.
 */
export function parseVendorReply(text: string): ParsedReply | undefined {
  const { sections, seen } = splitSections(stripMarkdown(text).split('\n'));
  if (!seen.has('refined') && !seen.has('changes')) return undefined;
  const body = seen.has('refined')
    ? sections.refined
    : sections.preamble.filter((line, index) => index > 0 || !introduction.test(line));
  const refined = body
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (refined === '') return undefined;
  return {
    refined,
    changes: listItems(sections.changes).flatMap((item) => parseChange(item) ?? []),
    notes: listItems(sections.notes).filter((note) => !/^(?:none|nothing)\b/i.test(note)),
  };
}
