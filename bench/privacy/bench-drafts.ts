import { loadCorpus } from '../clarity-eval/corpus-schema.ts';

/** What a researcher pastes into a message: a signature, a card, a key, a server. */
const values = [
  'Write to m.lopez@example.org or call +34 912 345 678.',
  'The card is 4111 1111 1111 1111 and the account DE89 3704 0044 0532 0130 00.',
  'Use the key sk-proj-Xb7Kq2LmN9pR4tV8wY1zA3cD6fG0hJ5k on 192.168.1.20.',
  'The room is {{B12, building 7}}; password: Tr0ub4dor&3.',
];

/** One draft with every kind of candidate a validator library judges: phone, card, IBAN, IP. */
export const everyLibraryDraft = values.join(' ');

/** The clarity corpus's drafts, one after another, cut to `length` characters at a space. */
async function corpusProse(length: number): Promise<string> {
  const corpus = await loadCorpus();
  const drafts = [...corpus.wordy, ...corpus.clean].map((draft) => draft.draft);
  let text = '';
  for (let index = 0; text.length < length; index++) {
    text += `${drafts[index % drafts.length]} `;
  }
  return text.slice(0, text.lastIndexOf(' ', length)).trim();
}

/** Research prose of about `length` characters, with a sensitive sentence after every 200 characters or so. */
export async function draftWithValues(length: number): Promise<string> {
  const prose = await corpusProse(length);
  const sentences = prose.split(/(?<=\.) /u);
  const withValues: string[] = [];
  let since = 0;
  for (const sentence of sentences) {
    withValues.push(sentence);
    since += sentence.length;
    if (since >= 200) {
      withValues.push(values[withValues.length % values.length]!);
      since = 0;
    }
  }
  return withValues.join(' ').slice(0, length);
}

export const proseWithoutValues = corpusProse;

/**
 * Drafts made to make a detector work hardest: long runs of what each one starts on.
 * Each is one unit repeated to the length asked.
 */
export const craftedUnits: Record<string, string> = {
  'digit groups': '12 34-56.78/90 ',
  'plus numbers': '+4 4 2 0 7 ',
  'at signs and dots': 'a.b@c.d@e.',
  'colons and hex': 'fe80:a:b:c:',
  'dotted quads': '1.2.3.4.5.6.',
  'marks never closed': '{{ ⟦ ',
  'key prefixes': 'sk-ghp_AKIA',
  'base64 run': 'Xk29fLq8Zr3Vt6Yp',
  labels: 'password: token= key: ',
  'link starts': 'https://a.b/?token=',
  'PEM without end': '-----BEGIN RSA PRIVATE KEY-----',
  'wide and invisible characters': '４\u200B１\u00A0２–３＠\u00AD',
  'values written again': '{{Ab1 Cd}} ab1  cd AB1 ',
  'links with escapes': 'https://wa.me/+1%2B%E0%A4?phone=1&card=4111#p/+2 ',
};

export function crafted(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
