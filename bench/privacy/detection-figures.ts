import { loadCorpus } from '../clarity-eval/corpus-schema.ts';
import { contactCases } from '../../supabase/functions/_shared/privacy/contact-cases.test-support.ts';
import { expectedInCorpus } from '../../supabase/functions/_shared/privacy/corpus-expectations.test-support.ts';
import { numberCases } from '../../supabase/functions/_shared/privacy/number-cases.test-support.ts';
import {
  compareWithheld,
  type PrivacyCase,
  withheldValues,
} from '../../supabase/functions/_shared/privacy/privacy-case.test-support.ts';
import { shieldDraft } from '../../supabase/functions/_shared/privacy/privacy-shield.ts';
import { researchProseCases } from '../../supabase/functions/_shared/privacy/research-prose-cases.test-support.ts';
import { secretCases } from '../../supabase/functions/_shared/privacy/secret-cases.test-support.ts';
import {
  spellingCases,
  spellingLookAlikes,
} from '../../supabase/functions/_shared/privacy/spelling-cases.test-support.ts';

/** How one set of drafts fared: how many had a value missed, and how many a false alarm. */
export interface DetectionFigures {
  drafts: number;
  /** Drafts with at least one value the shield let through. */
  withMiss: number;
  /** Drafts with at least one thing kept back that is no sensitive value. */
  withFalseAlarm: number;
  /** Every miss and false alarm, as "id: kind: text", so a regression names itself. */
  wrong: string[];
}

async function figuresOf(cases: PrivacyCase[]): Promise<DetectionFigures> {
  const figures: DetectionFigures = {
    drafts: cases.length,
    withMiss: 0,
    withFalseAlarm: 0,
    wrong: [],
  };
  for (const { name, text, withheld } of cases) {
    const { vault } = await shieldDraft(text);
    const { missed, falseAlarms } = compareWithheld(withheldValues(vault), withheld);
    if (missed.length > 0) figures.withMiss++;
    if (falseAlarms.length > 0) figures.withFalseAlarm++;
    figures.wrong.push(
      ...missed.map((entry) => `${name}: missed ${entry}`),
      ...falseAlarms.map((entry) => `${name}: false alarm ${entry}`),
    );
  }
  return figures;
}

/** The clarity corpus, every draft, with what it really holds (corpus-expectations). */
export async function corpusFigures(): Promise<DetectionFigures> {
  const corpus = await loadCorpus();
  const drafts = [...corpus.wordy, ...corpus.clean, ...corpus.informal];
  return await figuresOf(
    drafts.map(({ id, draft }) => ({
      name: id,
      text: draft,
      withheld: expectedInCorpus[id] ?? [],
    })),
  );
}

/**
 * Our seeded table: values in research prose (typed and pasted as people do), and look-alikes
 * that must stay.
 */
export async function seededFigures(): Promise<{
  withValues: DetectionFigures;
  lookAlikes: DetectionFigures;
}> {
  return {
    withValues: await figuresOf([
      ...contactCases,
      ...numberCases,
      ...secretCases,
      ...spellingCases,
    ]),
    lookAlikes: await figuresOf([...researchProseCases, ...spellingLookAlikes]),
  };
}
