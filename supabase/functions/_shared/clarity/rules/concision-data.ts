/**
 * Words a reader infers, so the sentence says them twice: the category after an adjective of
 * that category ("small in size", "red in colour"; Williams, APA "small in size"), "located"
 * before where ("is located in Leiden"; Williams: what is implied), and "different" after a
 * count ("four different groups"; APA).
 */
import { words } from '../../text/english/word-classes.ts';

/** Adjectives that already say their category: "small" is a size, "red" a colour. */
export const categoryAdjectives: Readonly<Record<string, ReadonlySet<string>>> = {
  size: words('small large big huge tiny little enormous massive vast immense minute'),
  colour: words(
    'red blue green yellow black white grey gray brown pink purple orange violet golden',
  ),
  color: words('red blue green yellow black white grey gray brown pink purple orange violet'),
  shape: words(
    'round square oval circular rectangular triangular spherical cylindrical conical oblong flat',
  ),
  number: words('few many numerous'),
};

/** "… in nature", "… in character": any adjective says its own nature ("technical in nature"). */
export const anyAdjectiveCategories = words('nature character');

/** Places "located" and "situated" need not announce: "is located in Leiden" → "is in Leiden". */
export const placePrepositions = words(`
  in on at near between within along beside behind above below under inside outside off across
  north south east west northeast northwest southeast southwest opposite
`);

/** Counts before which "different" repeats what the count says ("four different groups"). */
export const countWords = words(`
  two three four five six seven eight nine ten eleven twelve several many multiple various
  numerous
`);

/** "in a careful manner" → "carefully": the nouns that only carry an adverb (Strunk & White). */
export const mannerNouns = words('manner way fashion');

/**
 * Adjectives of manner whose adverb is regular and means the same ("in a careful manner" →
 * "carefully"). "In a timely manner" (→ "promptly") is in the phrase list; adjectives ending
 * in "-ly" have no adverb of their own, and "in a new way" is not "newly".
 */
export const mannerAdjectiveEnding = /(?:ful|ous|ive|al|ent|ant|ic|ible|able|ate|less|ar)$/;

/** Adjectives whose "-ly" word means something else: "in a particular way" is not "particularly". */
export const notMannerAdjectives = words(`
  particular important public certain general individual initial final total actual virtual
  essential potential original critical political ethical legal
`);
