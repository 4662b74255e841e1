/**
 * The work one reading of a draft or a reply may cost, counted in steps: a step is one character
 * read by one pass over a text (one pattern, one walk of its words). Counted, never timed, so one
 * input always costs the same and a test can hold the count to the input's length.
 *
 * Every pass of the pipeline is linear in what it reads. What repeats passes is counted here and
 * stops when the budget runs out: the fact lock around the edits of a round, the rounds of the
 * offline engine, the search of a reply for each quoted span of the draft. The work then answers
 * with what it has done, and the notes say so.
 */
export class WorkBudget {
  #spent = 0;

  constructor(readonly limit: number) {}

  get spent(): number {
    return this.#spent;
  }

  get exhausted(): boolean {
    return this.#spent > this.limit;
  }

  /** Counts `steps` of work; false once the budget is used up (the counted work was done). */
  spend(steps: number): boolean {
    this.#spent += steps;
    return !this.exhausted;
  }

  /** Counts `passes` passes over `text`. */
  read(text: string, passes = 1): boolean {
    return this.spend(text.length * passes);
  }

  /** Whether `steps` more would still fit. */
  affords(steps: number): boolean {
    return this.#spent + steps <= this.limit;
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

/** A fresh budget for reading `characters` characters of input. */
export function budgetFor(characters: number): WorkBudget {
  return new WorkBudget(baseSteps + stepsPerCharacter * characters);
}

/** What a reader is told when the offline engine's budget ran out before its work was done. */
export const budgetNote =
  'This message is long and unusually built, so only part of it was refined: read it through yourself before you send it.';

/** What a reader is told when the fact check of a reply stopped before it looked for every fact. */
export const factCheckNote =
  'This reply is long and unusually built, so not every fact of your draft could be looked for in it: those not found are listed, so compare them with your draft.';
