import { verbForms } from '../../text/english/verb-forms.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import {
  hedgeAdverbs,
  hedgesBeforeAdjective,
  hedgingPhrases,
  questionRequest,
  seemsTo,
} from './softeners-data.ts';
import { baseOfGerund } from '../../text/english/verb-lexicon.ts';
import { sourcesOf } from './rule-sources.ts';
import { dropFamily } from './word-families.ts';

const reason = 'a direct claim needs no hedge';
const adverbs = dropFamily(hedgeAdverbs);
const beforeAdjective = dropFamily(hedgesBeforeAdjective);
const phrases = hedgingPhrases.map(({ pattern }) => new RegExp(pattern, 'gi'));

/** Verbs a request asks for: "Could you send…?" is a request, "Could you believe…?" is not. */
const requestVerbs = new Set(
  `send share check review confirm let tell look read sign forward update add remove explain
  clarify provide give take join call email reply resend upload approve schedule book help fix
  run prepare comment circulate find return submit complete fill correct edit proofread
  summarise summarize include attach list note cc copy print post keep`.split(/\s+/),
);

function phraseEdits(text: string): Proposal[] {
  return phrases.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      replacement: '',
      reason,
      rule: 'hedging phrase',
    })),
  );
}

/** "seems to be" → "is", "appear to show" → "show". */
function seemsToEdits(text: string): Proposal[] {
  return [...text.matchAll(seemsTo)].flatMap((match): Proposal[] => {
    const hedge = match[1]!.toLowerCase();
    const verb = match[2]!.toLowerCase();
    const singular = hedge.endsWith('s');
    const replacement =
      verb === 'be' ? (singular ? 'is' : 'are') : singular ? verbForms(verb).third : verb;
    if (verb !== 'be' && !requestVerbs.has(verb) && !['show', 'work', 'help'].includes(verb)) {
      return [];
    }
    return [
      {
        start: match.index,
        end: match.index + match[0].length,
        replacement,
        reason,
        rule: 'seems to',
      },
    ];
  });
}

/** "Could you send the file?" → "Please send the file."; "Would you mind checking" → "Please check". */
function requestEdits(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  for (const index of context.document.clauseStarts) {
    const start = tokens[index]!.start;
    const mind = /would you mind ([a-z]+ing)\b/iy;
    mind.lastIndex = start;
    const minded = mind.exec(text);
    questionRequest.lastIndex = start;
    const question = minded ? null : questionRequest.exec(text);
    const verb = question
      ? /^[a-z]+/i.exec(text.slice(start + question[0].length))?.[0].toLowerCase()
      : minded && baseOfGerund(minded[1]!.toLowerCase());
    if (!verb || !requestVerbs.has(verb)) continue;
    const end = question ? start + question[0].trimEnd().length : start + minded![0].length;
    const mark = /[.!?]/.exec(text.slice(end));
    if (mark?.[0] !== '?') continue;
    const base = { reason: 'a request, said as one', rule: 'question as request' } as const;
    edits.push({ ...base, start, end, replacement: question ? 'please' : `please ${verb}` });
    const at = end + mark.index;
    edits.push({ ...base, start: at, end: at + 1, replacement: '.' });
  }
  return edits;
}

function findSofteners(context: RuleContext): Proposal[] {
  return [
    ...adverbs.find(context),
    ...beforeAdjective.find(context),
    ...phraseEdits(context.text),
    ...seemsToEdits(context.text),
    ...requestEdits(context),
  ];
}

/** DIRECT: hedges anywhere, and questions that are requests said as requests. */
export const softenersFamily: RuleFamily = {
  sources: sourcesOf(hedgeAdverbs.rules, hedgesBeforeAdjective.rules, hedgingPhrases),
  summary:
    'hedges anywhere ("perhaps", "a bit", "kind of", ", I think,", "it seems that", "seems to be" → "is") and requests asked as questions ("Could you send …?" → "Please send … .")',
  find: findSofteners,
};
