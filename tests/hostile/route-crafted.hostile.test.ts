import {
  reportedDraft,
  writeAt,
} from '../../supabase/functions/_shared/refinement/crafted-drafts.test-support';
import { describeAttackTable, type HostileCase } from './hostile-case';
import type { SignedInUser } from './hostile-fixtures';
import { json } from './hostile-inputs';

// Drafts crafted to make the refine pipeline work hard, each within the 8,000-character
// contract, the first the one reported to hold the stack up for every user. Each is answered
// with a refinement and one usage row, as any draft is; the stack's log must show no crash or
// restart. How long they take is `npm run bench:adversarial`, never here.

const path = '/functions/v1/route';
const answered = {
  expected: { status: 200, shape: 'route-reply' as const },
  creates: { usageEvents: 1 },
};
const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const crafted = (name: string, text: string, style?: string): HostileCase<SignedInUser> => ({
  name,
  path,
  body: json(style ? { text, style } : { text }),
  bearer: (user) => user.accessToken,
  ...answered,
});

const reportedText = writeAt(reportedDraft, 7_910);

const cases: Array<HostileCase<SignedInUser>> = [
  crafted('the reported draft: a date, a link, 5,300 ")" and 80 wordy sentences', reportedText),
  ...['shorter', 'formal', 'friendly', 'direct', 'plain'].map((style) =>
    crafted(`the reported draft in the ${style} style`, reportedText, style),
  ),
  crafted('a link followed by 7,980 ")"', `See http://a.b/${')'.repeat(7_980)}`),
  crafted('a DOI followed by 7,980 "]"', `10.1000/x${']'.repeat(7_980)}`),
  crafted('"(" and 7,999 capitals', `(${'A'.repeat(7_999)}`),
  crafted('7,990 capitals before "(2020)"', `${'A'.repeat(7_990)} (2020)`),
  crafted('"a+" 4,000 times, a "+" at every other character', `${fill('a+', 7_998)}B2`),
  crafted('4,000 "(" then 4,000 ")"', `${'('.repeat(4_000)}${')'.repeat(4_000)}`),
  crafted('quotes nested 2,000 deep', `${fill('"\'“‘', 4_000)}${fill('’”\'"', 4_000)}`),
  crafted('two words 7,990 spaces apart, a bracket before the second', `in${' '.repeat(7_990)}( b`),
  crafted('a capital and 7,998 hyphens', `Dear A${'-'.repeat(7_993)}b`),
  crafted('"is analyzed by" 533 times in one sentence', fill('is analyzed by ', 7_995)),
  crafted('"very" 1,600 times', fill('very ', 8_000)),
  crafted(
    '235 sentences whose first edit turns "may 2" into a date',
    fill('Very may possibly 2 January 1998. ', 8_000),
  ),
  crafted('"**" opened 2,000 times and never closed', fill('**a ', 8_000)),
  crafted('"perhaps," 888 times, in the direct style', fill('is, perhaps, ', 8_000), 'direct'),
  crafted('"no" 2,666 times before "No. 5"', `${fill('no ', 7_994)}No. 5`),
  crafted('a blank line 4,000 times between words', `a${'\n\n'.repeat(3_998)}b`),
];

describeAttackTable('crafted drafts (POST /functions/v1/route) under attack', {
  userLabel: 'route-crafted',
  cases,
});
