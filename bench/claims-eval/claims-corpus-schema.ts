import { z } from 'zod';

/**
 * The claims corpus (bench/claims-corpus/README.md): sentences of research prose labelled with
 * the strength of what they state and what qualifies it, and pairs of a draft and a rewrite
 * labelled overstated or faithful.
 */

/** `none`: the sentence states no relation (a method, an aim, a request, a plain finding). */
export const labelledStrengthSchema = z.enum(['correlational', 'conditional', 'causal', 'none']);
export type LabelledStrength = z.infer<typeof labelledStrengthSchema>;

const id = z.string().regex(/^[a-z]+-\d{2}$/);
const phrases = z.array(z.string().min(1));

const labelledSentenceSchema = z.object({
  id,
  field: z.string().min(1),
  text: z.string().min(1),
  strength: labelledStrengthSchema,
  /** Hedges as written ("may", "appears to", "tended to", "preliminary"). */
  hedges: phrases,
  /** Who, where and when the finding holds for ("in aged mice", "during the 2023 season"). */
  scope: phrases,
  /** Quantifiers that limit it ("some", "most", "a few"). */
  quantifiers: phrases,
  /** Statistical qualifiers ("not significantly", "after adjustment for age"). */
  statistical: phrases,
  /** The tense of the result it reports: `none` for a sentence that reports none. */
  tense: z.enum(['past', 'present', 'none']),
});
export type LabelledSentence = z.infer<typeof labelledSentenceSchema> & { genre: string };

const sentenceFileSchema = z.object({
  genre: z.string().min(1),
  description: z.string().min(1),
  sentences: z.array(labelledSentenceSchema).min(1),
});

/** The ways a rewrite carries a claim further than its draft. */
export const driftSchema = z.enum([
  'strength',
  'hedge',
  'scope',
  'quantifier',
  'statistical',
  'tense',
]);
export type Drift = z.infer<typeof driftSchema>;

const pairSchema = z.discriminatedUnion('verdict', [
  z.object({
    id,
    verdict: z.literal('overstated'),
    drifts: z.array(driftSchema).min(1),
    draft: z.string().min(1),
    rewrite: z.string().min(1),
  }),
  z.object({
    id,
    verdict: z.literal('faithful'),
    /** What the rewrite did that keeps every claim ("equal hedge", "active for passive"). */
    kinds: z.array(z.string().min(1)).min(1),
    draft: z.string().min(1),
    rewrite: z.string().min(1),
  }),
]);
export type ClaimPair = z.infer<typeof pairSchema>;

const pairFileSchema = z.object({ description: z.string().min(1), pairs: z.array(pairSchema) });

export interface ClaimsCorpus {
  /** The sentences the reading was developed on. */
  sentences: LabelledSentence[];
  /** Sentences written and labelled after the rules, never used to change them. */
  writtenAfter: LabelledSentence[];
  pairs: ClaimPair[];
}

const corpusFolder = new URL('../claims-corpus/', import.meta.url);
export const sentenceFiles = [
  'conclusions',
  'results',
  'research-emails',
  'grant-text',
  'reviewer-replies',
  'more-fields',
  'methods-and-background',
];

async function readJson(name: string): Promise<unknown> {
  return JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, corpusFolder)));
}

export const writtenAfterFiles = ['written-after', 'written-after-2'];

async function readSentences(names: readonly string[]): Promise<LabelledSentence[]> {
  const sentences: LabelledSentence[] = [];
  for (const name of names) {
    const parsed = sentenceFileSchema.safeParse(await readJson(name));
    if (!parsed.success) throw new Error(`${name}.json: ${z.prettifyError(parsed.error)}`);
    sentences.push(
      ...parsed.data.sentences.map((entry) => ({ ...entry, genre: parsed.data.genre })),
    );
  }
  return sentences;
}

/** Reads and validates the corpus; a malformed file throws with its name and the issue. */
export async function loadClaimsCorpus(): Promise<ClaimsCorpus> {
  const pairs = pairFileSchema.safeParse(await readJson('pairs'));
  if (!pairs.success) throw new Error(`pairs.json: ${z.prettifyError(pairs.error)}`);
  return {
    sentences: await readSentences(sentenceFiles),
    writtenAfter: await readSentences(writtenAfterFiles),
    pairs: pairs.data.pairs,
  };
}
