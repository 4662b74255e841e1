import { negativeContractions } from '../../text/english/contractions.ts';

/**
 * FRIENDLIER's data: the contractions a colleague writes, and the warmer greeting and sign-off.
 * "do not" → "don't" wherever it stands; a pronoun with "am", "are", "is", "will", "would" or
 * "have" only before another word ("we're sending", never "Yes, we are." → "Yes, we're.").
 */

/** "do not" → "don't", from the table FORMAL expands with, read backwards. */
export const negativePairs: ReadonlyMap<string, string> = new Map([
  ...Object.entries(negativeContractions)
    .filter(([contracted]) => !["shan't", "mightn't", "needn't", "mustn't"].includes(contracted))
    .map(([contracted, expanded]) => [expanded, contracted] as const),
  ['can not', "can't"],
]);

/** Pronoun + verb → contraction, and what must follow for it to read naturally. */
export interface PronounPair {
  words: string;
  contracted: string;
  /** `word`: any word; `participle`: a past participle ("we have sent"); `verb`: a verb base. */
  before: 'word' | 'participle' | 'verb';
}

const pairs = (verb: string, ending: string, hosts: string, before: PronounPair['before']) =>
  hosts.split(' ').map((host) => ({
    words: `${host} ${verb}`,
    contracted: `${host}'${ending}`,
    before,
  }));

export const pronounPairs: readonly PronounPair[] = [
  ...pairs('am', 'm', 'i', 'word'),
  ...pairs('are', 're', 'we you they', 'word'),
  ...pairs('is', 's', 'it that there here he she who', 'word'),
  ...pairs('will', 'll', 'i we you they', 'verb'),
  ...pairs('would', 'd', 'i we you they', 'verb'),
  ...pairs('have', 've', 'i we you they', 'participle'),
];

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
