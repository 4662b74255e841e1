import { articleForInitialism } from '../initialism-articles.ts';

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
