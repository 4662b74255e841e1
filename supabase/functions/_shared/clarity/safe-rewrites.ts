import { extractFacts } from '../refinement/fact-extraction.ts';
import type { Finding } from './clarity-finding.ts';
import { droppableFillers, openingHedges, safeReplacements } from './safe-phrases.ts';

/** One applied change, described for the reader. */
export interface Change {
  from: string;
  to: string;
  why: string;
}

interface Edit extends Change {
  start: number;
  end: number;
}

function matchCase(replacement: string, original: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

function editFor(finding: Finding, text: string): Edit | undefined {
  const { actual, start, end } = finding;
  const lower = actual.toLowerCase();
  const base = { from: actual, start, end };
  if (finding.source === 'retext-repeated-words' && finding.expected[0]) {
    return { ...base, to: matchCase(finding.expected[0], actual), why: 'a word was repeated' };
  }
  const isArticle =
    finding.source === 'retext-indefinite-article' || finding.source === 'initialism-article';
  if (isArticle && finding.expected[0]) {
    const next = /^\s+["'“‘(]?([^\s,.;:!?]+)/.exec(text.slice(end))?.[1];
    return {
      ...base,
      to: matchCase(finding.expected[0], actual),
      why: next
        ? `the article now matches the sound of "${next}"`
        : 'the article now matches the next sound',
    };
  }
  if (finding.source === 'retext-simplify' && safeReplacements[lower]) {
    return {
      ...base,
      to: matchCase(safeReplacements[lower]!, actual),
      why: 'the plainer phrase reads faster',
    };
  }
  const isFiller = finding.source === 'retext-simplify' || finding.source === 'retext-intensify';
  if (isFiller && droppableFillers.has(lower)) {
    return { ...base, to: '', why: 'it adds emphasis without meaning' };
  }
  return undefined;
}

/** Removes a word and one space beside it, and capitalises what now opens the sentence. */
function applyEdit(text: string, edit: Edit): string {
  if (edit.to !== '') return text.slice(0, edit.start) + edit.to + text.slice(edit.end);
  const before = text.slice(0, edit.start);
  let after = text.slice(edit.end).replace(/^[ \t]+/, '');
  const opensSentence = /(^|[.!?]\s+)$/.test(before);
  if (opensSentence) after = after.charAt(0).toUpperCase() + after.slice(1);
  return (opensSentence ? before : before.replace(/[ \t]+$/, ' ')) + after;
}

function dropOpeningHedges(text: string, changes: Change[]): string {
  return text.replace(/(^|[.!?]\s+)([^.!?]+)/g, (whole, boundary: string, sentence: string) => {
    for (const hedge of openingHedges) {
      const match = sentence.match(hedge);
      if (match && sentence.length > match[0].length) {
        changes.push({
          from: match[0].trim(),
          to: '',
          why: 'the claim stands better without a hedge',
        });
        const rest = sentence.slice(match[0].length);
        return boundary + rest.charAt(0).toUpperCase() + rest.slice(1);
      }
    }
    return whole;
  });
}

/** Spans no rewrite may touch: every fact of the text but its negations (quotes, code, names…). */
function protectedSpans(text: string): { start: number; end: number }[] {
  return extractFacts(text).filter((fact) => fact.kind !== 'negation');
}

const overlaps = (edit: Edit, spans: readonly { start: number; end: number }[]) =>
  spans.some((span) => edit.start < span.end && span.start < edit.end);

/** Folds doubled spaces and a space before punctuation that edits leave, outside protected spans. */
function tidySpacing(text: string): string {
  const spans = protectedSpans(text);
  let tidy = '';
  let from = 0;
  const fold = (part: string) => part.replace(/[ \t]{2,}/g, ' ').replace(/[ \t]+([,.;:!?])/g, '$1');
  for (const span of spans) {
    tidy += fold(text.slice(from, span.start)) + text.slice(span.start, span.end);
    from = span.end;
  }
  return tidy + fold(text.slice(from));
}

/**
 * Applies only the rewrites that cannot change meaning: repeated words, a/an, a fixed list of
 * plainer phrases, pure fillers, and hedges that open a sentence, never inside a fact of the
 * draft (a quote, code, a citation, a URL, a name…). Everything else stays a finding.
 */
export function applySafeRewrites(
  text: string,
  findings: readonly Finding[],
): { text: string; changes: Change[] } {
  const spans = protectedSpans(text);
  const edits = findings
    .flatMap((finding) => editFor(finding, text) ?? [])
    .filter((edit) => !overlaps(edit, spans))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const chosen: Edit[] = [];
  for (const edit of edits) {
    const previous = chosen.at(-1);
    if (!previous || edit.start >= previous.end) chosen.push(edit);
  }
  let rewritten = text;
  for (const edit of [...chosen].reverse()) rewritten = applyEdit(rewritten, edit);
  const changes: Change[] = chosen.map(({ from, to, why }) => ({ from, to, why }));
  rewritten = dropOpeningHedges(rewritten, changes);
  return { text: tidySpacing(rewritten), changes };
}
