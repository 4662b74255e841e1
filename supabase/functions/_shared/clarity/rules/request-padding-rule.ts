import { isFunctionWord } from '../../text/english/word-classes.ts';
import { plainVerbs } from './plain-words-rule.ts';
import { allPaddingEntries, type PaddingEntry, requestHedges } from './request-padding-data.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { baseOfGerund, readVerb } from '../../text/english/verb-lexicon.ts';
import { sourcesOf } from './rule-sources.ts';
import { spacesFrom, tokenIndexAt } from '../../text/tokens.ts';

const patterns = allPaddingEntries.map((entry) => ({
  entry,
  regex: new RegExp(entry.pattern.replace(/ /g, '\\s+'), 'iy'),
}));

const hedges = new Set(requestHedges);

/** Whether the word after "please" can be the verb of the request ("please send", not "please the"). */
function looksLikeRequestVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (isFunctionWord(lower)) return false;
  const readings = readVerb(lower);
  return readings.length === 0 || readings.some((reading) => reading.forms.includes('base'));
}

/** What follows "please": where the verb starts (or ends, if rebuilt), and whether hedges went. */
interface RequestBody {
  /** The end of what the edit replaces: before the verb, or after "consider using". */
  end: number;
  /** The verb written after "please" when "consider using" became "use". */
  verb?: string;
  hedged: boolean;
}

/**
 * What follows "please" in a request, from `from` (just after "please" or the padding and its
 * spaces): stacked hedges go, and "consider using" becomes "use" when the request was hedged
 * twice ("possibly consider utilizing" → "use"). Undefined when no verb follows.
 */
function requestBody(context: RuleContext, from: number, padded: boolean): RequestBody | undefined {
  const { text, tokens } = context;
  let index = tokenIndexAt(tokens, from);
  let at = from;
  // Each hedge goes with the spaces after it ("possibly kindly ").
  for (
    let word = tokens[index];
    word?.start === at && hedges.has(word.lower);
    word = tokens[++index]
  ) {
    if (spacesFrom(text, word.end) === word.end) break;
    at = spacesFrom(text, word.end);
  }
  const hedged = at > from;
  const [consider, gerund] = [tokens[index], tokens[index + 1]];
  const base =
    (padded || hedged) &&
    consider?.start === at &&
    consider.lower === 'consider' &&
    gerund !== undefined &&
    /^\s+$/.test(text.slice(consider.end, gerund.start)) &&
    /^[a-z]+ing$/i.test(gerund.text)
      ? baseOfGerund(gerund.lower)
      : undefined;
  if (base) return { end: gerund!.end, verb: plainVerbs.get(base) ?? base, hedged: true };
  const next = /^[\p{L}'’-]+/u.exec(text.slice(at))?.[0];
  if (!next || !looksLikeRequestVerb(next)) return undefined;
  return { end: text.slice(0, at).trimEnd().length, hedged };
}

const requestEdit = (start: number, body: RequestBody) => ({
  start,
  end: body.end,
  replacement: body.verb ? `please ${body.verb}` : 'please',
});

/** "I just wanted to reach out regarding" → "I am writing about"; "we … to ask" → "we are writing to ask". */
function writingEdit(
  text: string,
  start: number,
  entry: PaddingEntry,
  match: RegExpExecArray,
): Proposal {
  const we = match.groups?.subject?.toLowerCase() === 'we';
  const tail = match.groups?.tail?.toLowerCase() ?? 'about';
  const connective =
    tail === 'to' || tail === 'and' ? 'to' : tail === 'because' ? 'because' : 'about';
  const written = text.slice(start, start + match[0].length);
  // "I'm reaching out" keeps its register: "I'm writing".
  const contracted = /^\p{L}+['’](?:m|re)\b/u.test(written);
  const subject = contracted ? (we ? "we're" : "I'm") : we ? 'we are' : 'I am';
  return {
    start,
    end: start + written.trimEnd().length,
    replacement: `${subject} writing ${connective}`,
    reason: 'say what the message is about, without the office jargon',
    rule: entry.id,
  };
}

function paddingEdits(
  context: RuleContext,
  start: number,
  entry: PaddingEntry,
  match: RegExpExecArray,
): Proposal[] {
  const { text } = context;
  const length = match[0].length;
  const base = { rule: entry.id };
  if (entry.replacement === 'writing') return [writingEdit(text, start, entry, match)];
  if (entry.replacement === '') {
    const end = start + text.slice(start, start + length).trimEnd().length;
    return [
      {
        ...base,
        start,
        end,
        replacement: '',
        reason: 'the opener says nothing the sentence does not',
      },
    ];
  }
  const body = requestBody(context, start + length, entry.id !== 'please kindly');
  if (!body) return [];
  const request = requestEdit(start, body);
  // "We would also like to ask you to send" → "Please also send".
  if (match.groups?.also)
    request.replacement = request.replacement.replace(/^please/, 'please also');
  const edits: Proposal[] = [
    { ...base, ...request, reason: 'a direct request is clearer, and still polite' },
  ];
  const question = entry.endsQuestion ? /[.!?]/.exec(text.slice(body.end)) : null;
  if (question?.[0] === '?') {
    const at = body.end + question.index;
    edits.push({
      ...base,
      start: at,
      end: at + 1,
      replacement: '.',
      reason: 'a request, not a question',
    });
  }
  return edits;
}

/** "please possibly send" anywhere: the hedges after "please" go. */
function hedgedPlease(context: RuleContext): Proposal[] {
  return context.tokens.flatMap((token): Proposal[] => {
    if (token.lower !== 'please') return [];
    const body = requestBody(context, spacesFrom(context.text, token.end), false);
    if (!body?.hedged) return [];
    return [
      {
        ...requestEdit(token.start, body),
        reason: 'one hedge is enough',
        rule: 'please possibly',
      },
    ];
  });
}

function findPadding(context: RuleContext): Proposal[] {
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = context.tokens[index]!.start;
    for (const { entry, regex } of patterns) {
      regex.lastIndex = start;
      const match = regex.exec(context.text);
      if (!match) continue;
      edits.push(...paddingEdits(context, start, entry, match));
      break;
    }
  }
  return [...edits, ...hedgedPlease(context)];
}

export const paddingFamily: RuleFamily = {
  sources: sourcesOf(allPaddingEntries),
  summary:
    'politeness padding around a request → "please" ("We would like to kindly ask you to possibly consider utilizing" → "Please use"; a request wrapped in wonder or gratitude is the `hedged-requests` family’s), openers that say nothing ("It is important to note that", "It can be seen that"), and e-mail openers of office jargon ("I just wanted to reach out and touch base regarding" → "I am writing about")',
  find: findPadding,
};
