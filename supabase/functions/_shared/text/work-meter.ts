/**
 * The work one reading of a draft or a reply may cost, counted in steps: a step is one character
 * read by one pass over a text (one pattern, one walk of its words). Counted, never timed, so one
 * input always costs the same and a test can hold the count to the input's length.
 *
 * Every pass of the pipeline is linear in what it reads. What repeats passes is counted here and
 * stops when the limit is reached: the fact lock around the edits of a round, the rounds of the
 * offline engine, the search of a reply for each quoted span of the draft. The work then answers
 * with what it has done, and the notes say so. The privacy shield counts on a meter without a
 * limit: a test holds its count to a line through the origin.
 */
export class WorkMeter {
  /** Steps counted so far; the privacy shield's loops add what they read. */
  steps = 0;

  constructor(readonly limit = Infinity) {}

  get exhausted(): boolean {
    return this.steps > this.limit;
  }

  /** Counts `steps` of work; false once the limit is passed (the counted work was done). */
  spend(steps: number): boolean {
    this.steps += steps;
    return !this.exhausted;
  }

  /** Counts `passes` passes over `text`. */
  read(text: string, passes = 1): boolean {
    return this.spend(text.length * passes);
  }

  /** Whether `steps` more would still fit. */
  affords(steps: number): boolean {
    return this.steps + steps <= this.limit;
  }
}

/**
 * Steps a character may cost. The whole pipeline on the crafted drafts of the adversarial
 * property (runs of brackets, quotes, capitals; long tokens; nesting) spends well under half
 * of it, so only input it did not foresee ever reaches the limit.
 */
export const stepsPerCharacter = 4_000;

/** What even a one-word draft may cost: the fixed part of every pass. */
const baseSteps = 200_000;

/** A fresh meter for reading `characters` characters of input, with the limit that allows. */
export function budgetFor(characters: number): WorkMeter {
  return new WorkMeter(baseSteps + stepsPerCharacter * characters);
}

/** A meter without a limit, for work that is only counted. */
export function createWorkMeter(): WorkMeter {
  return new WorkMeter();
}

/** A meter nobody reads, for callers that do not count. */
export const uncountedWork = (): WorkMeter => new WorkMeter();

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
