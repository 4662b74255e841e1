/**
 * Counts the shield's work in characters read, so a test can hold it to a bound that grows
 * linearly with the draft without timing anything. Every pattern is run once over the text
 * (counted as the text's length) and every candidate it yields is read again by its checks
 * (counted as the candidate's length); loops of the shield's own count what they read.
 */
export interface WorkMeter {
  steps: number;
}

export function createWorkMeter(): WorkMeter {
  return { steps: 0 };
}

/** A meter nobody reads, for callers that do not count. */
export const uncountedWork = (): WorkMeter => ({ steps: 0 });

/** Every match of a global pattern, with the work of the scan and of reading each match. */
export function scanMatches(pattern: RegExp, text: string, meter: WorkMeter): RegExpExecArray[] {
  if (!pattern.global) throw new Error(`scanMatches needs a global pattern: ${pattern.source}`);
  meter.steps += text.length;
  const matches: RegExpExecArray[] = [];
  for (const match of text.matchAll(pattern)) {
    meter.steps += match[0].length;
    matches.push(match);
  }
  return matches;
}
