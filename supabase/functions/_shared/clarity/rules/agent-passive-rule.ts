import { irregularVerbs } from '../../text/english/irregular-verbs.ts';
import { localSpelling } from '../../text/english/local-spelling.ts';
import { verbForms } from '../../text/english/verb-forms.ts';
import { looksPlural } from '../../text/english/word-classes.ts';
import { startsSentence } from '../../text/token-context.ts';
import { capitalise, type Token } from '../../text/tokens.ts';
import { type PassiveClause, passiveClauseAt } from './agent-passive-parts.ts';
import { isCapitalised, lowercasable } from './agent-passive-subject.ts';
import { plainVerbs } from './plain-words-rule.ts';
import type { Proposal, RuleContext, RuleFamily } from './rule-family.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/** Irregular participles to their verb: "written" → write. */
const irregularByParticiple = new Map(
  [...irregularVerbs].map(([base, forms]) => [forms.participle, { base, past: forms.past }]),
);

/** The verb's base from its participle; undefined for a verb we do not know. */
function baseOf(participle: string): string | undefined {
  const irregular = irregularByParticiple.get(participle);
  if (irregular) return irregular.base;
  return readVerb(participle).find((reading) => reading.forms.includes('past'))?.base;
}

const asSubject: Readonly<Record<string, string>> = {
  us: 'we',
  them: 'they',
  me: 'I',
  him: 'he',
  her: 'she',
};
const asObject: Readonly<Record<string, string>> = {
  i: 'me',
  we: 'us',
  he: 'him',
  she: 'her',
  they: 'them',
};

/** The active verb phrase, in the passive's tense: "was analyzed" → "analyzed", "has been" → "has". */
function activeVerb(
  clause: PassiveClause,
  tokens: readonly Token[],
  plural: boolean,
): string | undefined {
  const participle = tokens[clause.participle]!.lower;
  const [head, last] = [tokens[clause.auxiliary[0]]!.lower, tokens[clause.auxiliary[1]]!.lower];
  const base = baseOf(participle);
  const plain = base ? plainVerbs.get(base) : undefined;
  const forms = verbForms(plain ?? base ?? participle);
  if (head === 'was' || head === 'were') {
    return plain || base ? forms.past : (irregularByParticiple.get(participle)?.past ?? participle);
  }
  if (last === 'been') {
    const have = head === 'had' ? 'had' : plural ? 'have' : 'has';
    return `${have} ${plain ? forms.participle : participle}`;
  }
  if (!base) return undefined;
  if (last === 'be') return `${head} ${forms.base}`;
  return plural ? forms.base : forms.third;
}

/** Words of tokens[first..last] as written, from the text. */
const written = (text: string, tokens: readonly Token[], [first, last]: [number, number]) =>
  text.slice(tokens[first]!.start, tokens[last]!.end);

function agentText(text: string, tokens: readonly Token[], clause: PassiveClause): string {
  const words = written(text, tokens, clause.agent);
  return asSubject[words.toLowerCase()] ?? words;
}

/** The heads of document parts keep their capital when they move: "Figure 2", "Table S1". */
const documentPart = /^(?:figures?|tables?|section|equation|appendix|supplementary)$/;

function objectText(text: string, tokens: readonly Token[], clause: PassiveClause): string {
  const words = written(text, tokens, clause.subject);
  const pronoun = asObject[words.toLowerCase()];
  if (pronoun) return pronoun;
  const opener = tokens[clause.subject[0]]!;
  // "The data" → "the data", "Responses" → "responses"; a name or "Figure 2" keeps its capital.
  const atStart = startsSentence(text, tokens, clause.subject[0]);
  const lower = isCapitalised(opener) && atStart && !documentPart.test(opener.lower);
  return lower && (lowercasable(opener, text) || /[^s]s$/.test(opener.lower))
    ? words.charAt(0).toLowerCase() + words.slice(1)
    : words;
}

function rebuild(context: RuleContext, clause: PassiveClause): string | undefined {
  const { text, tokens } = context;
  const agentWords = tokens.slice(clause.agent[0], clause.agent[1] + 1);
  const head = agentWords.at(-1)!.lower;
  // "by me" → "I have", "by you" → "you analyze": these take the plural form of the verb.
  const plural =
    agentWords.some((token) => token.lower === 'and') ||
    looksPlural(head) ||
    head === 'me' ||
    head === 'you';
  const verb = activeVerb(clause, tokens, plural);
  if (!verb) return undefined;
  const adverbs =
    clause.adverbs[0] <= clause.adverbs[1] ? `${written(text, tokens, clause.adverbs)} ` : '';
  const conjunction =
    clause.conjunction === undefined ? '' : `${tokens[clause.conjunction]!.text} `;
  let agent = agentText(text, tokens, clause);
  if (startsSentence(text, tokens, clause.conjunction ?? clause.subject[0]) && !conjunction) {
    agent = capitalise(agent);
  }
  const object = objectText(text, tokens, clause);
  const particle = clause.particle === undefined ? '' : ` ${tokens[clause.particle]!.text}`;
  return `${conjunction}${agent} ${adverbs}${localSpelling(verb, context.spelling)}${particle} ${object}`;
}

function findAgentPassives(context: RuleContext): Proposal[] {
  const { text, tokens } = context;
  const edits: Proposal[] = [];
  tokens.forEach((token, by) => {
    if (token.lower !== 'by') return;
    const clause = passiveClauseAt(text, tokens, by);
    const replacement = clause && rebuild(context, clause);
    if (!clause || !replacement) return;
    const start = tokens[clause.conjunction ?? clause.subject[0]]!.start;
    edits.push({
      start,
      end: tokens[clause.agent[1]]!.end,
      replacement,
      reason: 'the active voice says who acts',
      rule: 'passive with a named agent',
      movesWholeSpans: true,
    });
  });
  return edits;
}

export const passiveFamily: RuleFamily = {
  sources: ['fplg-active-voice'],
  summary:
    'a passive clause whose agent is named, turned active where the result is grammatical ("the data was analyzed by the team" → "the team analyzed the data", "has been reviewed by two referees" → "two referees have reviewed"); an agent with initials or a title moves whole ("by Anna K. Lindqvist and colleagues", "by Dr. Okafor")',
  find: findAgentPassives,
};
