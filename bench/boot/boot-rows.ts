import { info, judged, type Row } from '../shared/bench-result.ts';
import { formatDecimal, ms } from '../shared/format.ts';
import { median } from '../shared/statistics.ts';
import { biggestParts, type LoadedCode, megabytes } from '../../tests/support/boot/opened-code.ts';
import { oneWordDraft } from '../../tests/support/boot/boot-scenarios.ts';

/** The issue's goals, measured on Deno 2.1 (the Edge Runtime's generation). */
export const goals = {
  /** Start-up to the first answer, over a bare `Deno.serve` function's. */
  startOverBareMs: 250,
  codeByFirstAnswerBytes: 1_000_000,
  codeAfterBothBytes: 2_500_000,
  firstRefinementCpuMs: 150,
  heapAfterBothBytes: 64 * 1024 * 1024,
};

interface FirstAnswerFigures {
  startMs: number;
  cpuMs: number | undefined;
}

interface OfflineFigures extends FirstAnswerFigures {
  refineCpuMs: number | undefined;
  refineMainThreadCpuMs: number | undefined;
  refineWallMs: number;
  heapUsedBytes: number;
}

export interface CheckoutFigures {
  label: string;
  offline: OfflineFigures[];
  /** The same with a one-word draft: what a first refinement costs whatever the draft. */
  oneWord: OfflineFigures[];
  vendor: (FirstAnswerFigures & { bothCpuMs: number | undefined; heapUsedBytes: number })[];
  /** After the app's wake; undefined where the checkout answers no wake. */
  woken: (
    | (FirstAnswerFigures & {
        wakeCpuMs: number;
        wakeSettledMs: number;
        refineCpuMs: number;
        refineWallMs: number;
      })
    | undefined
  )[];
  code: {
    firstAnswer: LoadedCode;
    firstAnswerWithVendor: LoadedCode;
    afterOfflineRefinement: LoadedCode;
    /** A draft with a phone number, whose judging loads libphonenumber-js. */
    afterBoth: LoadedCode;
    /** The same draft with a PMID (no phone number by its shape) instead. */
    afterBothWithoutPhone: LoadedCode;
  };
}

export interface BootFigures {
  bare: FirstAnswerFigures[];
  checkouts: CheckoutFigures[];
}

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const known = (values: (number | undefined)[]) => values.filter((value) => value !== undefined);
const medianOf = (values: (number | undefined)[]) => {
  const samples = known(values);
  return samples.length > 0 ? median(samples) : undefined;
};

function codeFigure(code: LoadedCode): string {
  return `${megabytes(code.totalBytes)} in ${code.files} files (${biggestParts(code)})`;
}

interface Measured {
  label: string;
  startOverBareMs: number;
  startMs: number;
  startWithVendorMs: number;
  firstAnswerCpuMs: number | undefined;
  refineCpuMs: number | undefined;
  refineMainThreadCpuMs: number | undefined;
  refineWallMs: number;
  oneWordRefineCpuMs: number | undefined;
  oneWordRefineMainThreadCpuMs: number | undefined;
  /** CPU from spawn to the first offline refinement's answer: what a cold first draft costs. */
  coldRefineCpuMs: number | undefined;
  heapAfterBothBytes: number;
  bothCpuMs: number | undefined;
  /** After a wake (undefined where the checkout answers none). */
  wokenRefineCpuMs: number | undefined;
  wokenRefineWallMs: number | undefined;
  wakeCpuMs: number | undefined;
  wakeSettledMs: number | undefined;
  codeByFirstAnswer: LoadedCode;
  codeAfterBoth: LoadedCode;
  code: CheckoutFigures['code'];
}

function measured(checkout: CheckoutFigures, bareStartMs: number): Measured {
  const startMs = median(checkout.offline.map((run) => run.startMs));
  const startWithVendorMs = median(checkout.vendor.map((run) => run.startMs));
  const { firstAnswer, firstAnswerWithVendor } = checkout.code;
  return {
    label: checkout.label,
    // A vendor key must not make the start slower: the slower of the two is held to the goal.
    startOverBareMs: Math.max(startMs, startWithVendorMs) - bareStartMs,
    startMs,
    startWithVendorMs,
    firstAnswerCpuMs: medianOf(checkout.offline.map((run) => run.cpuMs)),
    refineCpuMs: medianOf(checkout.offline.map((run) => run.refineCpuMs)),
    refineMainThreadCpuMs: medianOf(checkout.offline.map((run) => run.refineMainThreadCpuMs)),
    refineWallMs: median(checkout.offline.map((run) => run.refineWallMs)),
    oneWordRefineCpuMs: medianOf(checkout.oneWord.map((run) => run.refineCpuMs)),
    oneWordRefineMainThreadCpuMs: medianOf(
      checkout.oneWord.map((run) => run.refineMainThreadCpuMs),
    ),
    coldRefineCpuMs: medianOf(
      checkout.offline.map((run) =>
        run.cpuMs === undefined || run.refineCpuMs === undefined
          ? undefined
          : run.cpuMs + run.refineCpuMs,
      ),
    ),
    heapAfterBothBytes: median(checkout.vendor.map((run) => run.heapUsedBytes)),
    bothCpuMs: medianOf(checkout.vendor.map((run) => run.bothCpuMs)),
    wokenRefineCpuMs: medianOf(checkout.woken.map((run) => run?.refineCpuMs)),
    wokenRefineWallMs: medianOf(checkout.woken.map((run) => run?.refineWallMs)),
    wakeCpuMs: medianOf(checkout.woken.map((run) => run?.wakeCpuMs)),
    wakeSettledMs: medianOf(checkout.woken.map((run) => run?.wakeSettledMs)),
    codeByFirstAnswer:
      firstAnswerWithVendor.totalBytes > firstAnswer.totalBytes
        ? firstAnswerWithVendor
        : firstAnswer,
    codeAfterBoth: checkout.code.afterBoth,
    code: checkout.code,
  };
}

/**
 * The rows: each goal judged on the last checkout measured (the one under test: the bundle the
 * deploy uploads); the figures of the others measured in the same rounds (the sources as Deno
 * runs them, a `before` checkout) follow in brackets, each named.
 */
export function bootRows(figures: BootFigures): Row[] {
  const bareStartMs = median(figures.bare.map((run) => run.startMs));
  const bareCpuMs = medianOf(figures.bare.map((run) => run.cpuMs));
  const all = figures.checkouts.map((checkout) => measured(checkout, bareStartMs));
  const now = all.at(-1)!;
  const others = all.slice(0, -1).reverse();
  const was = (text: (figure: Measured) => string) =>
    others.length > 0
      ? ` (${others.map((figure) => `${figure.label}: ${text(figure)}`).join('; ')})`
      : '';
  const optionalMs = (value: number | undefined) => (value === undefined ? 'n/a' : ms(value));
  return [
    judged(
      'start-up to the first answer (a 401), median, over a bare Deno.serve function',
      `+${ms(now.startOverBareMs)}${was((figure) => `+${ms(figure.startOverBareMs)}`)}`,
      `≤ +${goals.startOverBareMs} ms`,
      now.startOverBareMs <= goals.startOverBareMs,
    ),
    info(
      '↳ start-up to the first answer, median: no vendor key / one vendor key / bare function',
      `${ms(now.startMs)} / ${ms(now.startWithVendorMs)} / ${ms(bareStartMs)}` +
        was((figure) => `${ms(figure.startMs)} / ${ms(figure.startWithVendorMs)}`),
    ),
    info(
      '↳ CPU to the first answer, median: route / bare function',
      `${optionalMs(now.firstAnswerCpuMs)} / ${optionalMs(bareCpuMs)}` +
        was((figure) => optionalMs(figure.firstAnswerCpuMs)),
    ),
    judged(
      'code loaded by the first answer (files opened; a bundle: chunks compiled)',
      codeFigure(now.codeByFirstAnswer) +
        was((figure) => megabytes(figure.codeByFirstAnswer.totalBytes)),
      `≤ ${megabytes(goals.codeByFirstAnswerBytes)}`,
      now.codeByFirstAnswer.totalBytes <= goals.codeByFirstAnswerBytes,
    ),
    judged(
      'code loaded after a first offline refinement and a first vendor call, a draft with a phone number',
      codeFigure(now.codeAfterBoth) + was((figure) => megabytes(figure.codeAfterBoth.totalBytes)),
      `≤ ${megabytes(goals.codeAfterBothBytes)}`,
      now.codeAfterBoth.totalBytes <= goals.codeAfterBothBytes,
    ),
    judged(
      'code loaded after a first offline refinement and a first vendor call, a draft with a PMID instead',
      codeFigure(now.code.afterBothWithoutPhone) +
        was((figure) => megabytes(figure.code.afterBothWithoutPhone.totalBytes)),
      `≤ ${megabytes(goals.codeAfterBothBytes)}`,
      now.code.afterBothWithoutPhone.totalBytes <= goals.codeAfterBothBytes,
    ),
    info(
      '↳ code loaded after a first offline refinement alone (no vendor key)',
      codeFigure(now.code.afterOfflineRefinement) +
        was((figure) => megabytes(figure.code.afterOfflineRefinement.totalBytes)),
    ),
    judged(
      'first offline refinement in a new isolate: CPU, median',
      optionalMs(now.refineCpuMs) + was((figure) => optionalMs(figure.refineCpuMs)),
      `≤ ${goals.firstRefinementCpuMs} ms`,
      now.refineCpuMs !== undefined && now.refineCpuMs <= goals.firstRefinementCpuMs,
    ),
    info(
      // The goal counts every thread; the Edge Runtime's CPU limit counts the isolate's own.
      "↳ first offline refinement: CPU of the function's own thread alone (what the Edge Runtime's CPU limit counts), median",
      optionalMs(now.refineMainThreadCpuMs) +
        was((figure) => optionalMs(figure.refineMainThreadCpuMs)),
    ),
    info(
      '↳ first offline refinement: wall time, median',
      ms(now.refineWallMs) + was((figure) => ms(figure.refineWallMs)),
    ),
    info(
      // Loading and first running the code, whatever the draft: the part a draft cannot change.
      `↳ first offline refinement of a one-word draft ("${oneWordDraft}"): CPU / the function's own thread, medians`,
      `${optionalMs(now.oneWordRefineCpuMs)} / ${optionalMs(now.oneWordRefineMainThreadCpuMs)}` +
        was(
          (figure) =>
            `${optionalMs(figure.oneWordRefineCpuMs)} / ${optionalMs(figure.oneWordRefineMainThreadCpuMs)}`,
        ),
    ),
    judged(
      'first offline refinement after the app woke the function (new isolate): CPU, median',
      optionalMs(now.wokenRefineCpuMs) + was((figure) => optionalMs(figure.wokenRefineCpuMs)),
      `≤ ${goals.firstRefinementCpuMs} ms`,
      now.wokenRefineCpuMs !== undefined && now.wokenRefineCpuMs <= goals.firstRefinementCpuMs,
    ),
    info(
      "↳ after a wake: refinement wall time / the wake's own CPU (request and work after its 204) / work settled after, medians",
      `${optionalMs(now.wokenRefineWallMs)} / ${optionalMs(now.wakeCpuMs)} / ${optionalMs(now.wakeSettledMs)}` +
        was(
          (figure) =>
            `${optionalMs(figure.wokenRefineWallMs)} / ${optionalMs(figure.wakeCpuMs)} / ${optionalMs(figure.wakeSettledMs)}`,
        ),
    ),
    info(
      // What loads lazily moves between the two goals above; this is what a cold draft costs.
      '↳ CPU from spawn to the first offline refinement answered (start-up and it), median',
      optionalMs(now.coldRefineCpuMs) + was((figure) => optionalMs(figure.coldRefineCpuMs)),
    ),
    judged(
      'JS heap after a first offline refinement and a first vendor call (after GC), median',
      mebibytes(now.heapAfterBothBytes) + was((figure) => mebibytes(figure.heapAfterBothBytes)),
      `≤ ${mebibytes(goals.heapAfterBothBytes)}`,
      now.heapAfterBothBytes <= goals.heapAfterBothBytes,
    ),
    info(
      '↳ CPU from the first answer to the end of both, median',
      optionalMs(now.bothCpuMs) + was((figure) => optionalMs(figure.bothCpuMs)),
    ),
  ].map((row) => ({ ...row, figure: row.figure.replace(/NaN/g, formatDecimal(undefined)) }));
}
