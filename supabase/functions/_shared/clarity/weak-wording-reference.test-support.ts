import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIntensify from 'retext-intensify';
import { VFile } from 'vfile';
import type { WeakWordingCounts } from './weak-wording.ts';

const intensify = retext().use(retextEnglish).use(retextIntensify);

/** What retext-intensify itself reports, by kind: the reference the counter must equal. */
export async function intensifyCounts(text: string): Promise<WeakWordingCounts> {
  const file = new VFile(text);
  await intensify.run(intensify.parse(file), file);
  const count = (ruleId: string) =>
    file.messages.filter((message) => message.ruleId === ruleId).length;
  return { hedges: count('hedge'), fillers: count('filler'), weasels: count('weasel') };
}
