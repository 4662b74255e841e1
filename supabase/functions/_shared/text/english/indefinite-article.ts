/** Letters whose spoken name starts with a vowel sound: "an F", "an M", "an S" ("ef", "em", "ess"). */
const vowelSoundLetters = new Set('aefhilmnorsx');

/**
 * Initialisms with a vowel that are still spelled out letter by letter in research writing.
 * Anything else with a vowel (NASA, NATO, FAQ) may be said as a word, so it is left alone.
 */
const spelledOut = new Set([
  'AI',
  'API',
  'CEO',
  'DNA',
  'ECG',
  'EEG',
  'EKG',
  'EU',
  'ICU',
  'IR',
  'IRB',
  'MEG',
  'OA',
  'RNA',
  'SEM',
  'TEM',
  'UI',
  'UK',
  'US',
  'UV',
]);

/** "a" or "an" before an initialism said letter by letter ("an RNA", "a UV"), or undefined. */
export function articleForInitialism(word: string): 'a' | 'an' | undefined {
  const head = word.split(/[-'’/]/, 1)[0] ?? '';
  const initialism =
    (/^[A-Z]{2,5}$/.test(head) && (!/[AEIOU]/.test(head) || spelledOut.has(head))) ||
    /^[a-z]{1,2}[A-Z]{2,}/.test(head);
  if (!initialism) return undefined;
  return vowelSoundLetters.has(head.charAt(0).toLowerCase()) ? 'an' : 'a';
}

/** Words starting with a vowel letter but a consonant sound: "a unique", "a European", "a one". */
const consonantSound = /^(?:uni|use|usu|uti|ute|ura|uro|ubi|eu|ewe|one|once|onc)/i;
/** Words starting with a silent "h": "an hour", "an honest". */
const silentH = /^(?:hour|honest|honou?r|heir|herb)/i;
/** Numbers said with a vowel sound first: 8, 11, 18, 80–89, 800… */
const vowelNumber = /^(?:8|11(?!\d)|18(?!\d)|11\d{2}(?!\d)|18\d{2}(?!\d))/;

/**
 * The indefinite article for the word that follows it, used only where a rewrite changed that
 * word ("a very important" → "an important", "an extremely useful" → "a useful").
 */
export function indefiniteArticleFor(word: string): 'a' | 'an' {
  const initialism = articleForInitialism(word);
  if (initialism) return initialism;
  if (/^\d/.test(word)) return vowelNumber.test(word) ? 'an' : 'a';
  if (silentH.test(word)) return 'an';
  if (consonantSound.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
