import { negativeContractions } from '../../text/english/contractions.ts';
import { swap, type WordConditions, type WordRule, type WordTable } from './word-rules.ts';

/**
 * FRIENDLIER's data: the contractions a colleague writes, and the warmer greeting and sign-off.
 * "do not" → "don't" wherever it stands; a pronoun with "am", "are", "is", "will", "would" or
 * "have" only before another word ("we're sending", never "Yes, we are." → "Yes, we're.").
 */

/** "as it is now", "more than we are": a comparison keeps its full verb. */
const notComparing: WordConditions = { notAfter: ['as', 'than'] };

/** "do not" → "don't", from the table FORMAL expands with, read backwards. */
const negatives: readonly WordRule[] = [
  ...Object.entries(negativeContractions)
    .filter(([contracted]) => !["shan't", "mightn't", "needn't", "mustn't"].includes(contracted))
    .map(([contracted, expanded]) => [expanded, contracted] as const),
  ['can not', "can't"] as const,
].map(([words, contracted]) => swap(words, contracted, 'associate', notComparing));

/**
 * Pronoun + verb → contraction, before what lets it read naturally: any word but a number
 * ("we're sending"), a verb's base ("we'd like") or a participle ("we've sent").
 */
const pairs = (verb: string, ending: string, hosts: string, before?: 'base' | 'participle') =>
  hosts.split(' ').map((host) =>
    swap(`${host} ${verb}`, `${host}'${ending}`, 'associate', {
      ...notComparing,
      beforeWord: true,
      notBeforeNumber: true,
      ...(before ? { beforeVerbForm: before } : {}),
    }),
  );

export const contractions: WordTable = {
  reason: 'a contraction reads as a colleague writes',
  rule: 'contraction',
  case: 'as-written',
  rules: [
    ...negatives,
    ...pairs('am', 'm', 'i'),
    ...pairs('are', 're', 'we you they'),
    ...pairs('is', 's', 'it that there here he she who'),
    ...pairs('will', 'll', 'i we you they', 'base'),
    ...pairs('would', 'd', 'i we you they', 'base'),
    ...pairs('have', 've', 'i we you they', 'participle'),
  ],
};

/** A warmer greeting: "Dear Maria," → "Hi Maria,", "Dear colleagues," → "Hi all,". */
export const formalGreeting =
  /^([ \t]*)(Dear)[ \t]+(colleagues|all|everyone|team|(?!Sir\b|Madam\b|Editor\b)\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3}),/gmu;

/** Sign-offs on a line of their own, and the warmer form. */
export const formalSignOffs: Readonly<Record<string, string>> = {
  'kind regards': 'Best',
  'best regards': 'Best',
  'warm regards': 'Best',
  regards: 'Best',
  'yours sincerely': 'Best',
  'sincerely yours': 'Best',
  sincerely: 'Best',
  'yours faithfully': 'Best',
  respectfully: 'Best',
  'with best regards': 'Best',
};
