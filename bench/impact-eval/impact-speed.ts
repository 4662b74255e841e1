import { readMessage } from '../../supabase/functions/_shared/impact/message-reading.ts';
import {
  leadWithPoint,
  pointMovesFor,
} from '../../supabase/functions/_shared/clarity/point-first.ts';
import { ruleFamilies } from '../../supabase/functions/_shared/clarity/rules/rule-families.ts';
import { spellingOf } from '../../supabase/functions/_shared/text/english/local-spelling.ts';
import { readDocument } from '../../supabase/functions/_shared/text/text-document.ts';
import { percentile, round2 } from '../shared/statistics.ts';
import type { LabelledMessage } from './impact-corpus-schema.ts';
import { layoutOf } from './message-layout.ts';

/** What the impact reading and the impact rewrites cost at one length, beside the document. */
export interface ImpactSpeed {
  characters: number;
  samples: number;
  /**
   * Reading the document once: words, sentences, parts and protected spans (shared by every rule,
   * check and note of the text, so not counted as the impact work's).
   */
  documentP50Ms: number;
  /** The impact reading on top of it: stock phrases, asks, deadline, point. */
  readingP50Ms: number;
  /** The new rewrites: stock openers, hedged requests, SHORTER's cuts, and the point's move. */
  rewritesP50Ms: number;
}

/**
 * A message of about `length` characters: one greeting, then the corpus's bodies in turn from
 * `offset` (each a paragraph), then one sign-off: a long e-mail built of real paragraphs.
 */
export function messageOfLength(
  messages: readonly LabelledMessage[],
  length: number,
  offset: number,
): string {
  const bodies = messages.map((message) => layoutOf(message, message.text).body);
  const paragraphs: string[] = [];
  let size = 0;
  for (let index = offset; size < length; index++) {
    const body = bodies[index % bodies.length]!;
    paragraphs.push(body);
    size += body.length + 2;
  }
  return `Dear Dr. Lee,\n\n${paragraphs.join('\n\n')}\n\nBest regards,\nSam`.slice(0, length);
}

const impactFamilies = ['stock-openers', 'hedged-requests', 'padding-cuts'] as const;

function timed(run: () => unknown): number {
  const startedAt = performance.now();
  run();
  return performance.now() - startedAt;
}

/** The impact work's cost at `characters`, `drafts` texts × `repeats`, each text read afresh. */
export function measureImpactSpeed(
  messages: readonly LabelledMessage[],
  options: { characters: number; drafts: number; repeats: number },
): ImpactSpeed {
  const texts = Array.from({ length: options.drafts }, (_, index) =>
    messageOfLength(messages, options.characters, index * 7),
  );
  const document: number[] = [];
  const reading: number[] = [];
  const rewrites: number[] = [];
  for (let round = -1; round < options.repeats; round++) {
    for (const text of texts) {
      // A space at the end makes a text the document cache has not seen: each round reads afresh.
      const fresh = `${text}${' '.repeat(round + 2)}`;
      // The document and its protected spans: read once per text for every rule, check and note.
      const documentMs = timed(() => readDocument(fresh).guard);
      const readingMs = timed(() => readMessage(fresh));
      // The rule context every family shares is built once a round by the engine, not here.
      const read = readDocument(fresh);
      const context = {
        document: read,
        text: fresh,
        tokens: read.tokens,
        spelling: spellingOf(fresh),
        round: 0,
      };
      const rewritesMs = timed(() => {
        for (const id of impactFamilies) ruleFamilies[id].find(context);
        leadWithPoint(fresh, pointMovesFor('direct'));
      });
      if (round < 0) continue; // the first round warms the JIT and the patterns
      document.push(documentMs);
      reading.push(readingMs);
      rewrites.push(rewritesMs);
    }
  }
  return {
    characters: Math.round(texts.reduce((sum, text) => sum + text.length, 0) / texts.length),
    samples: reading.length,
    documentP50Ms: round2(percentile(document, 50)),
    readingP50Ms: round2(percentile(reading, 50)),
    rewritesP50Ms: round2(percentile(rewrites, 50)),
  };
}
