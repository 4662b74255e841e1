import { z } from 'zod';

/**
 * What a message exists for, as an editor reads it: an action wanted of the reader (`request`),
 * news or a decision (`announcement`), a result (`finding`), or nothing of the three (`none`:
 * a thank-you, a congratulation).
 */
export const messageKindSchema = z.enum(['request', 'announcement', 'finding', 'none']);
export type MessageKind = z.infer<typeof messageKindSchema>;

const id = z.string().regex(/^impact-\d{2}$/);
const phrase = z.string().min(1);

/** The parts around the body, each exactly as written (the signature's lines joined by "\n"). */
const partsSchema = z.object({
  subject: phrase.nullable(),
  greeting: phrase.nullable(),
  signOff: phrase.nullable(),
  signature: phrase.nullable(),
});

const labelledMessageSchema = z.object({
  id,
  /** Who it is to and what sort it is: cold e-mail, co-author, editor, reminder… */
  genre: phrase,
  kind: messageKindSchema,
  /** The message, one entry a line. */
  lines: z.array(z.string()).min(1),
  parts: partsSchema,
  /** The sentence the message exists for, as written; null when it has none. */
  point: phrase.nullable(),
  /** Where that sentence stands in the body, 1-based; null with no point. */
  pointPosition: z.number().int().positive().nullable(),
  /** Each request or question addressed to the reader, by words of it as written. */
  asks: z.array(phrase),
  /** The deadline attached to an ask, as written ("by 2 May"); null when none is. */
  deadline: phrase.nullable(),
  /** Whether it holds words a reader does not need (stock openers, needless self-introduction…). */
  padded: z.boolean(),
  /** Those words, as written. */
  padding: z.array(phrase),
  /** Hedged wrappers around a request, as written ("I was wondering if you might possibly"). */
  wrappers: z.array(phrase),
  /** Its hard facts as the fact lock finds them; every one must survive. */
  hardFacts: z.array(phrase),
});

export const impactCorpusSchema = z.object({
  description: phrase,
  messages: z.array(labelledMessageSchema).min(1),
});

export type LabelledMessage = z.infer<typeof labelledMessageSchema> & { text: string };

/** One note an engine wrote on a message, labelled by us: true of the words it quotes, or not. */
const noteLabelSchema = z.object({
  id,
  note: phrase,
  right: z.boolean(),
  /** Why, in a few words, when it is wrong. */
  why: phrase.optional(),
});
export type NoteLabel = z.infer<typeof noteLabelSchema>;

export const noteLabelsSchema = z.object({
  description: phrase,
  notes: z.array(noteLabelSchema),
});

const corpusFolder = new URL('../impact-corpus/', import.meta.url);

async function readJson(name: string): Promise<unknown> {
  return JSON.parse(await Deno.readTextFile(new URL(name, corpusFolder)));
}

/** Reads and validates the labelled messages; a malformed file throws with what is wrong. */
export async function loadImpactCorpus(): Promise<LabelledMessage[]> {
  const parsed = impactCorpusSchema.safeParse(await readJson('research-messages.json'));
  if (!parsed.success) {
    throw new Error(`research-messages.json: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.messages.map((message) => ({ ...message, text: message.lines.join('\n') }));
}

/** Our labels of the notes engines wrote on the corpus (right or wrong). */
export async function loadNoteLabels(): Promise<NoteLabel[]> {
  const parsed = noteLabelsSchema.safeParse(await readJson('note-labels.json'));
  if (!parsed.success) throw new Error(`note-labels.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data.notes;
}
