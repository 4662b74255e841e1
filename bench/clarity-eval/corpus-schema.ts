import { z } from 'zod';

/** The patterns of the guidance a draft was written in (see bench/clarity-corpus/README.md). */
export const patternSchema = z.enum([
  'complex-word',
  'wordy-phrase',
  'hidden-verb',
  'doublet',
  'excess-modifier',
  'passive-voice',
  'long-sentence',
  'hedging',
  'politeness-padding',
]);
export type Pattern = z.infer<typeof patternSchema>;

const id = z.string().regex(/^[a-z]+-\d{2}$/);

const wordyDraftSchema = z.object({
  id,
  patterns: z.array(patternSchema).min(1),
  draft: z.string().min(1),
  /** The draft's hard facts as the fact extractor writes them; all must survive. */
  hardFacts: z.array(z.string().min(1)),
  /** What a good editor would change; each counts as fixed when it occurs fewer times after. */
  phrases: z.array(z.string().min(1)).min(1),
});

const cleanDraftSchema = z.object({
  id,
  /** What the draft tempts an engine to get wrong ("'would like to' is not a vague 'like'"). */
  traps: z.array(z.string().min(1)).min(1),
  draft: z.string().min(1),
  hardFacts: z.array(z.string().min(1)),
});

export const corpusFileSchema = z.object({
  genre: z.string().min(1),
  description: z.string().min(1),
  drafts: z.array(wordyDraftSchema).min(1),
});

export const cleanFileSchema = z.object({
  genre: z.literal('clean control'),
  description: z.string().min(1),
  drafts: z.array(cleanDraftSchema).min(1),
});

const styleDraftSchema = z.object({ id, draft: z.string().min(1), hardFacts: z.array(z.string()) });

/** Chatty notes for the styles: what FORMAL must spell out (contractions, exclamations). */
export const styleFileSchema = z.object({
  genre: z.literal('informal notes'),
  description: z.string().min(1),
  drafts: z.array(styleDraftSchema).min(1),
});

export type StyleDraft = z.infer<typeof styleDraftSchema>;
export type WordyDraft = z.infer<typeof wordyDraftSchema> & { genre: string };
export type CleanDraft = z.infer<typeof cleanDraftSchema>;

export interface Corpus {
  wordy: WordyDraft[];
  clean: CleanDraft[];
  /** Run by the styles only, beside the wordy drafts (bench/clarity-corpus/README.md). */
  informal: StyleDraft[];
}

const corpusFolder = new URL('../clarity-corpus/', import.meta.url);
const wordyFiles = ['research-emails', 'abstracts', 'grant-text', 'reviewer-replies'];

async function readJson(name: string): Promise<unknown> {
  return JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, corpusFolder)));
}

/** Reads and validates the corpus; a malformed file throws with the file's name and the issue. */
export async function loadCorpus(): Promise<Corpus> {
  const wordy: WordyDraft[] = [];
  for (const name of wordyFiles) {
    const parsed = corpusFileSchema.safeParse(await readJson(name));
    if (!parsed.success) throw new Error(`${name}.json: ${z.prettifyError(parsed.error)}`);
    wordy.push(...parsed.data.drafts.map((draft) => ({ ...draft, genre: parsed.data.genre })));
  }
  const clean = cleanFileSchema.safeParse(await readJson('clean-control'));
  if (!clean.success) throw new Error(`clean-control.json: ${z.prettifyError(clean.error)}`);
  const informal = styleFileSchema.safeParse(await readJson('informal-notes'));
  if (!informal.success) {
    throw new Error(`informal-notes.json: ${z.prettifyError(informal.error)}`);
  }
  return { wordy, clean: clean.data.drafts, informal: informal.data.drafts };
}
