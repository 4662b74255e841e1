import { openerDrops } from './clause-openers.ts';
import { emptyOpeners, fillers } from './fillers-data.ts';
import type { RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { dropFamily } from './word-families.ts';

const words = dropFamily(fillers);
const openers = openerDrops(emptyOpeners);

/** SHORTER: fillers anywhere and the openers that only announce or hedge a sentence. */
export const fillersFamily: RuleFamily = {
  ...words,
  sources: sourcesOf(fillers.rules, emptyOpeners.rules),
  find: (context) => [...words.find(context), ...openers(context)],
};
