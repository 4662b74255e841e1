import { expandPhrases, PhraseIndex } from '../../text/phrase-index.ts';
import type { DocumentToken } from '../../text/text-document.ts';
import { capitalise, spacesFrom } from '../../text/tokens.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';

/**
 * A request wrapped in the writer's wonder, gratitude or wish, turned into the direct, polite
 * question it stands for: "I was wondering if you might possibly be open to the idea of a short
 * call" → "Would you be open to a short call …?", "I would be grateful if you could send" →
 * "Could you send …?". Readers answer a clear question more often than an indirect one (Rogers
 * & Lasky-Fink, Writing for Busy Readers: make responding easy); the question keeps the
 * courtesy the wrapper was for. Only requests to the reader: a hedge on a claim is never touched.
 */
interface Wrapper {
  id: string;
  pattern: string;
  /** The question's opening, from the pattern's groups and who the writer speaks as. */
  opening(groups: Record<string, string | undefined>, writer: 'I' | 'we'): string;
}

const hedgesAfter = '(?:(?:possibly|perhaps|maybe|kindly|please) )*(?:be able to )?';
const modalOf = (word: string | undefined) =>
  word === 'would' || word === 'might' || word === 'will' ? 'would' : 'could';
const openTo = '(?<open>be open to (?:the idea of )?)?';
const askWith = (groups: Record<string, string | undefined>) =>
  `${modalOf(groups.modal)} you ${groups.open ? 'be open to ' : ''}`;

const wrappers: readonly Wrapper[] = [
  {
    id: 'was wondering if you could',
    pattern: `(?:i|we) (?:was|were|am|are|'m|'re) (?:just |really )?wondering (?:if|whether) you (?<modal>could|would|might|can|will) ${hedgesAfter}${openTo}`,
    opening: askWith,
  },
  {
    id: 'was wondering whether it might be possible for me to',
    pattern:
      "(?<who>i|we) (?:was|were|am|are|'m|'re) (?:just |really )?wondering (?:if|whether) it (?:might|would|could|is) (?:possibly )?be possible (?:for (?<for>me|us|you) )?to ",
    opening: (groups) => {
      const who = groups.for ?? groups.who ?? 'i';
      return `could ${who === 'me' || who === 'i' ? 'I' : who === 'us' ? 'we' : who} `;
    },
  },
  {
    id: 'would be grateful if you could',
    pattern: `(?:i|we) would (?:be (?:very |most |really |so |extremely |truly )?(?:grateful|thankful|obliged|glad|delighted|happy)|(?:really |greatly |very much |much |truly )?appreciate it) if you (?<modal>could|would|can|might) ${hedgesAfter}${openTo}`,
    opening: askWith,
  },
  {
    id: 'it would be great if you could',
    pattern: `it would be (?:very |really |so |most )?(?:great|helpful|wonderful|nice|good|useful|lovely|ideal|appreciated) if you (?<modal>could|would|can|might) ${hedgesAfter}${openTo}`,
    opening: askWith,
  },
  {
    id: 'would it be possible for you to',
    pattern: 'would it be (?:at all )?possible for you to ',
    opening: () => 'could you ',
  },
  {
    // "Would it be possible to book Room 3.14?" asks leave for the writer's side to act.
    id: 'would it be possible to',
    pattern: 'would it be (?:at all )?possible (?:for (?<for>me|us) )?to ',
    opening: (groups, writer) =>
      `could ${groups.for === 'me' ? 'I' : groups.for === 'us' ? 'we' : writer} `,
  },
];

const compiled = wrappers.map((wrapper) => ({
  wrapper,
  regex: new RegExp(wrapper.pattern.replace(/ /g, '\\s+'), 'iy'),
}));

/**
 * "We would like to ask whether a manuscript … would fit": the question inside, turned round.
 * Its words are read at a clause's start, any white space between them.
 */
const askWhether = new PhraseIndex<true>();
for (const phrase of expandPhrases(
  '(i|we) would (also )?(like|love|wish|want) to (kindly )?ask( you)? (whether|if)',
)) {
  askWhether.add(phrase, true);
}

/** Where "we would like to ask whether" written at tokens[index] ends, with the spaces after it. */
function askWhetherEnd(context: RuleContext, index: number): number | undefined {
  for (const { words } of askWhether.matchesAt(context.text, context.tokens, index)) {
    const last = context.tokens[index + words.length - 1]!.end;
    const end = spacesFrom(context.text, last);
    if (end > last) return end;
  }
  return undefined;
}

/** Auxiliaries a question opens with ("would", "is", "have", "do"). */
const auxiliaries = new Set(
  'would could can will should may might must is are was were has have had do does did'.split(' '),
);
/** The most words of a subject before its auxiliary: "a manuscript reporting these results". */
const subjectWords = 8;

/** Where the sentence holding the token ends: its closing mark, or its last word. */
function sentenceEnd(context: RuleContext, token: DocumentToken): { at: number; mark: string } {
  const sentence = context.document.sentences[token.sentence]!;
  const last = context.text[sentence.end - 1] ?? '';
  return /[.!?]/.test(last) ? { at: sentence.end - 1, mark: last } : { at: sentence.end, mark: '' };
}

/**
 * Where the question begins, and how: at the clause itself, or, for a clause joined on by "and"
 * ("The results are in, and I was wondering if you could …"), right after the statement before
 * it, which it leaves as a sentence of its own ("The results are in. Could you …?"): a statement
 * and a question joined by "and" read as neither. Only plain words and spaces (a comma at most)
 * may stand between the statement, the "and" and the clause.
 */
function questionStart(context: RuleContext, token: DocumentToken) {
  const and = context.tokens[token.index - 1];
  const before = context.tokens[token.index - 2];
  const joined =
    !token.opensSentence &&
    and?.lower === 'and' &&
    before !== undefined &&
    before.sentence === token.sentence &&
    /^,?[ \t]+$/.test(context.text.slice(before.end, and.start)) &&
    /^[ \t]+$/.test(context.text.slice(and.end, token.start));
  return joined
    ? { start: before.end, lead: '. ', capital: true }
    : { start: token.start, lead: '', capital: token.opensSentence };
}

function wrapped(context: RuleContext, token: DocumentToken, writer: 'I' | 'we'): Proposal[] {
  for (const { wrapper, regex } of compiled) {
    regex.lastIndex = token.start;
    const match = regex.exec(context.text);
    if (!match) continue;
    const opening = wrapper.opening(match.groups ?? {}, writer);
    const { at, mark } = sentenceEnd(context, token);
    if (mark === '!') return [];
    // One edit from the wrapper to the sentence's end: the question is made whole or not at all
    // (a wrapper inside a quotation stays, and so does its full stop). What it keeps between
    // them, a fact or a name included, is kept verbatim.
    const rest = context.text.slice(token.start + match[0].length, at).trimEnd();
    const { start, lead, capital } = questionStart(context, token);
    return [
      {
        start,
        end: at + mark.length,
        replacement: `${lead}${capital ? capitalise(opening) : opening}${rest}?`,
        reason: 'a direct question is clearer, and still polite',
        rule: wrapper.id,
        movesWholeSpans: true,
      },
    ];
  }
  return [];
}

/** "We would like to ask whether X would fit Y." → "Would X fit Y?" */
function whetherQuestion(context: RuleContext, index: number): Proposal[] {
  const token = context.tokens[index]!;
  const end = askWhetherEnd(context, index);
  if (end === undefined) return [];
  const from = context.document.tokenAt(end);
  const { at, mark } = sentenceEnd(context, token);
  const last = context.document.tokenAt(at);
  let aux = -1;
  for (let index = from + 1; index < Math.min(last, from + subjectWords + 1); index++) {
    if (auxiliaries.has(context.tokens[index]!.lower)) {
      aux = index;
      break;
    }
  }
  if (aux < 0 || mark === '!') return [];
  const auxiliary = context.tokens[aux]!;
  const subject = context.text.slice(context.tokens[from]!.start, auxiliary.start).trimEnd();
  const rest = context.text.slice(auxiliary.end, at).trim();
  const { start, lead, capital } = questionStart(context, token);
  const opening = capital ? capitalise(auxiliary.lower) : auxiliary.lower;
  return [
    {
      start,
      end: at + mark.length,
      replacement: `${lead}${opening} ${subject} ${rest}?`,
      reason: 'a direct question is clearer, and still polite',
      rule: 'would like to ask whether',
      movesWholeSpans: true,
    },
  ];
}

/** Whether the writer speaks for a group ("we", "our") or alone. */
const speaksAsWe = (context: RuleContext) =>
  context.tokens.some(
    (token) => token.lower === 'we' || token.lower === 'our' || token.lower === 'us',
  );

function findHedgedRequests(context: RuleContext): Proposal[] {
  let writer: 'I' | 'we' | undefined;
  return context.document.clauseStarts.flatMap((index) => {
    const token = context.tokens[index]!;
    const found = wrapped(context, token, (writer ??= speaksAsWe(context) ? 'we' : 'I'));
    return found.length > 0 ? found : whetherQuestion(context, index);
  });
}

/** The default refinement: hedged requests to the reader become direct, polite questions. */
export const hedgedRequestsFamily: RuleFamily = {
  sources: ['busy-readers'],
  summary:
    'requests wrapped in wonder or gratitude, asked as questions ("I was wondering if you could send" → "Could you send …?", "We would like to ask whether X would fit" → "Would X fit …?")',
  find: findHedgedRequests,
};
