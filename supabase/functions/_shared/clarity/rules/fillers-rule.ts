import { dropOpeners, openerPattern } from './clause-openers.ts';
import { emptyOpeners, fillers } from './fillers-data.ts';
import type { RuleFamily } from './rule-family.ts';
import { sourcesOf } from './rule-sources.ts';
import { dropFamily } from './word-families.ts';

const words = dropFamily(fillers);
const openers = emptyOpeners.map((opener) => openerPattern(opener.pattern));

/** SHORTER: fillers anywhere and the openers that only announce or hedge a sentence. */
export const fillersFamily: RuleFamily = {
  ...words,
  sources: sourcesOf(fillers.rules, emptyOpeners),
  find: (context) => [
    ...words.find(context),
    ...dropOpeners(context, openers, {
      rule: 'empty opener',
      reason: 'the opener says nothing the sentence does not',
    }),
  ],
};
