import assert from 'node:assert/strict';
import { analyse } from './clarity-analysis.ts';

const passives = async (text: string) =>
  (await analyse(text)).findings
    .filter((finding) => finding.source === 'passive-voice')
    .map((finding) => finding.actual);

const cases: [string, string[]][] = [
  ['The data was analyzed by the team.', ['was analyzed']],
  ['the data was analysed by the team', ['was analysed']],
  ['The samples were not properly stored.', ['were not properly stored']],
  ['The cells are being cultured and will be imaged tomorrow.', ['being cultured', 'be imaged']],
  ['It has been shown that the effect holds.', ['been shown']],
  ['The report was written and then sent.', ['was written']],
  ['The protocol is first tested, then adopted.', ['is first tested']],
  ['Fraud was committed. It was slain.', ['was committed', 'was slain']],
  ['I was interested in the talk and we were pleased.', []],
  ['It was indeed clear. This is ground truth. The data is gone.', []],
  ['Is it analyzed? The team analyzed it.', []],
  ['We were, however, convinced.', []],
  ['The vase was broke. They were took away.', ['was broke', 'were took']],
  ['The door was also broke.', []],
  ['It was, found in the box. It was, found, as usual.', ['found']],
  ['The cake was been eaten.', ['been eaten']],
];

for (const [text, expected] of cases) {
  Deno.test(`passive voice: ${JSON.stringify(text)} -> ${JSON.stringify(expected)}`, async () => {
    assert.deepEqual(await passives(text), expected);
  });
}
