import type { FaultPlan } from './fault-plan.ts';

const offTopicPoem = 'Waves that whisper, tides that turn,\nsalt and silver, sun and fern.';

/** The tense of "caused" that stands in for each form of "be associated with". */
const causedFor: Record<string, string> = {
  was: 'caused',
  were: 'caused',
  is: 'causes',
  are: 'cause',
};

/** The draft with its first association stated as a cause, or else its first "may" as "will". */
function overstated(prompt: string): string {
  const association = /\b(was|were|is|are) (?:associated with|linked to|correlated with)\b/i;
  if (association.test(prompt)) {
    return prompt.replace(association, (_, be: string) => causedFor[be.toLowerCase()]!);
  }
  return prompt.replace(/\bmay\b/, 'will');
}

/** The refinement the mock writes: the draft itself, or the draft spoiled as `fault` says. */
export function replyText(fault: FaultPlan['fault'], prompt: string): string {
  if (fault === 'empty') return '';
  const refined =
    fault === 'off-topic'
      ? offTopicPoem
      : fault === 'drop-fact'
        ? prompt.replace(/\d+(?:[.,]\d+)*\s?%?/, 'several')
        : fault === 'drop-placeholder'
          ? prompt.replace(/⟦[A-Z]{1,8} \d{1,6}⟧/u, 'someone')
          : fault === 'overstate'
            ? overstated(prompt)
            : prompt;
  return `REFINED\n${refined}\n\nCHANGES\n- none: answered by the mock vendor.`;
}
