import type { WithheldKind } from './withheld-kinds.ts';

/**
 * Every draft of the clarity corpus (bench/clarity-corpus/), which we wrote as researchers
 * write: what the shield may keep back of it is exactly this list; everything else there
 * (DOIs, citations, statistics, grant numbers, dates, ordinary links) is a false alarm.
 */
export const expectedInCorpus: Record<string, [WithheldKind, string][]> = {
  'email-01': [['email', 'j.moreno@uni-example.edu']],
};
