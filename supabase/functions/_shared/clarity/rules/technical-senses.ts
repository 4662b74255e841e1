import { determiners } from '../../text/english/word-classes.ts';

/**
 * Words that carry a technical meaning in research prose, where the everyday word of a
 * plain-language list says something else: a "significant" result is a statistical claim, a
 * "random" sample, a "normal" distribution, the "mean", a "control" group, a "model", a
 * "component" of a mixture, an "optimal" policy, a "function", a "factor" of an analysis, the
 * "power" of a test. The default simpler words never swap them; PLAIN, which a writer asks for
 * to reach readers outside the field, may (jargon-data.ts).
 */
export const technicalWords: ReadonlySet<string> = new Set(
  `significant significance power model component optimal optimum function normal random mean
  control sample factor objective feasible heterogeneous homogeneous magnitude implement
  maximum minimum multiple identical discrete dominant principal marginal uniform proportion
  deficiency selection parameter validate viable monitor evaluate generate equivalent
  negligible aggregate accurate approximate apparent observe reflect represent variation
  modification robust`.split(/\s+/),
);

/**
 * Words that are everyday words but for the terms they open: "novel" is "new" in "a novel
 * method", not in "the novel coronavirus" or "the novel object test"; "initial conditions",
 * a "sufficient statistic" and a "transmitted infection" are terms of their fields.
 */
const technicalCollocations: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    novel: 'coronavirus virus influenza pathogen object objects stimulus stimuli food foods',
    initial: 'condition conditions value values state states',
    sufficient: 'condition conditions statistic statistics',
    transmit: `virus viruses infection infections disease diseases pathogen pathogens signal
      signals light energy`,
  }).map(([word, next]) => [word, new Set(next.split(/\s+/))]),
);

/**
 * Whether a word (its dictionary form, as a word list names it) carries its technical meaning
 * here, given the words after it (a determiner between is read past: "transmit the virus"):
 * then no default swap is made.
 */
export function keepsTechnicalSense(word: string, following: readonly string[]): boolean {
  if (technicalWords.has(word)) return true;
  const terms = technicalCollocations.get(word);
  if (!terms) return false;
  const [next = '', after = ''] = following;
  return terms.has(next) || (determiners.has(next) && terms.has(after));
}
