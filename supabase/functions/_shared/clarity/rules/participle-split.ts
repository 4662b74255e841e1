import { verbForms } from '../../text/english/verb-forms.ts';
import { modals } from '../../text/english/word-classes.ts';
import { joined } from '../../text/tokens.ts';
import type { Split, SplitContext } from './split-points.ts';
import { readVerb } from '../../text/english/verb-lexicon.ts';

/** The tense of a sentence's first finite verb, when one reading says it. */
export type Tense = 'past' | 'present';

const pastAuxiliaries = new Set(['was', 'were', 'had', 'did']);
const presentAuxiliaries = new Set(['is', 'are', 'am', 'has', 'have', 'does', 'do']);

/**
 * "was", "had", "found" → past; "is", "has", "shows" → present; a modal ("will lead") or a
 * word both past and present ("put", "read") → undefined: no verb is written in its tense.
 */
export function tenseOf(word: string): Tense | undefined {
  if (pastAuxiliaries.has(word)) return 'past';
  if (presentAuxiliaries.has(word)) return 'present';
  if (modals.has(word)) return undefined;
  const forms = new Set(readVerb(word).flatMap((reading) => reading.forms));
  const past = forms.has('past');
  const present = forms.has('third') || forms.has('base');
  if (past === present) return undefined;
  return past ? 'past' : 'present';
}

/**
 * Participles that state what the whole clause before them brought about, and the word they
 * need after them ("leading to", "resulting in"): there "This" is their subject. Participles
 * whose subject may be a person or the last noun instead ("worked full-time, raising two
 * children", "bowed, lowering his head", "a figure showing the trend", "making up 10%") are not
 * among them.
 */
const consequences: ReadonlyMap<string, { verb: string; next?: string }> = new Map(
  Object.entries({
    causing: { verb: 'cause' },
    leading: { verb: 'lead', next: 'to' },
    resulting: { verb: 'result', next: 'in' },
    allowing: { verb: 'allow' },
    enabling: { verb: 'enable' },
    suggesting: { verb: 'suggest' },
    indicating: { verb: 'indicate' },
    highlighting: { verb: 'highlight' },
    demonstrating: { verb: 'demonstrate' },
    revealing: { verb: 'reveal' },
    prompting: { verb: 'prompt' },
    triggering: { verb: 'trigger' },
  }),
);

const commaGap = /^[^\S\n]*,[^\S\n]*$/;

/**
 * "The storm cut the power, causing delays." → "The storm cut the power. This caused delays."
 * (also after "thereby"): the participle becomes the verb of "This", in the tense of the
 * sentence's first verb, so both sentences stand alone ("one idea in each sentence").
 */
export function participleSplit(
  { text, tokens, prefix, at }: SplitContext,
  tense: Tense | undefined,
): Split | undefined {
  if (!prefix.mainVerb || tense === undefined) return undefined;
  const first = tokens[at]!;
  const thereby = first.lower === 'thereby';
  const participle = thereby ? at + 1 : at;
  const entry = consequences.get(tokens[participle]?.lower ?? '');
  if (!entry) return undefined;
  const previous = tokens[at - 1]!;
  if (!commaGap.test(text.slice(previous.end, first.start))) return undefined;
  if (thereby && !joined(text, first, tokens[participle]!)) return undefined;
  const next = tokens[participle + 1];
  if (!next || !joined(text, tokens[participle]!, next)) return undefined;
  if (entry.next !== undefined && next.lower !== entry.next) return undefined;
  const forms = verbForms(entry.verb);
  const verb = tense === 'past' ? forms.past : forms.third;
  return {
    start: previous.end,
    end: tokens[participle]!.end,
    replacement: `. This ${verb}`,
    rule: ', participle',
    secondStart: at,
  };
}
