import { capitalise } from '../../text/tokens.ts';
import { lastNonSpaceBefore } from '../../text/text-before.ts';
import { startsSentence } from '../../text/token-context.ts';
import type { RuleSourceId } from './rule-sources.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';

/** A connective that opens a sentence with its comma, and the plain word that says the same. */
interface ConnectiveEntry {
  plain: string;
  /** Whether the plain word keeps the comma: "Still, the gap remained" ("Still the gap…" is "yet"). */
  keepsComma: boolean;
  source: RuleSourceId;
}

/**
 * The plain-language lists' connectives (PLAIN: "however" → "but", "therefore" → "so",
 * "nevertheless" → "still"); a sentence may open with "But" or "So" (the Australian Government
 * Style Manual, `au-sentence-length`). Only where the word opens a sentence, or a clause after a
 * semicolon, and is followed by its comma: "However large it is" and "and is therefore small"
 * stay. FORMAL leaves this family out: there "however" and "therefore" are the register.
 */
const connectives: ReadonlyMap<string, ConnectiveEntry> = new Map(
  Object.entries({
    however: { plain: 'but', keepsComma: false, source: 'retext-simplify' },
    therefore: { plain: 'so', keepsComma: false, source: 'retext-simplify' },
    thus: { plain: 'so', keepsComma: false, source: 'retext-simplify' },
    hence: { plain: 'so', keepsComma: false, source: 'associate' },
    consequently: { plain: 'so', keepsComma: false, source: 'retext-simplify' },
    accordingly: { plain: 'so', keepsComma: false, source: 'retext-simplify' },
    nevertheless: { plain: 'still', keepsComma: true, source: 'retext-simplify' },
    nonetheless: { plain: 'still', keepsComma: true, source: 'associate' },
  } satisfies Record<string, ConnectiveEntry>),
);

function findConnectives(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, at) => {
    const entry = connectives.get(token.lower);
    if (!entry || text.charAt(token.end) !== ',' || !/^[^\S\n]/.test(text.charAt(token.end + 1))) {
      return;
    }
    const before = lastNonSpaceBefore(text, token.start);
    const afterSemicolon = before >= 0 && text[before] === ';';
    if (!afterSemicolon && !startsSentence(text, tokens, at)) return;
    const capital = /^\p{Lu}/u.test(token.text);
    const plain = capital ? capitalise(entry.plain) : entry.plain;
    // "X; however, Y" → "X, but Y": a conjunction joins the clauses with a comma.
    const joinsClauses = afterSemicolon && !entry.keepsComma;
    edits.push({
      start: joinsClauses ? before : token.start,
      end: entry.keepsComma ? token.end : token.end + 1,
      replacement: joinsClauses ? `, ${plain}` : plain,
      reason: 'the plainer connective reads faster',
      rule: token.lower,
    });
  });
  return edits;
}

export const connectivesFamily: RuleFamily = {
  sources: sourcesOf([...connectives.values()]),
  summary:
    'a connective opening a sentence (or a clause after a semicolon) with its comma, in its plain word: "However," → "But", "Therefore,"/"Thus,"/"Hence,"/"Consequently,"/"Accordingly," → "So", "Nevertheless,"/"Nonetheless," → "Still,"; FORMAL leaves this family out',
  find: findConnectives,
};
