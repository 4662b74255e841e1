import {
  type LoadPlan,
  type LoadRequest,
  type LoadRun,
  runLoad,
} from '../shared/load-generator.ts';
import { median, percentile, round2 } from '../shared/statistics.ts';

/**
 * The median over interleaved rounds of one side's percentile: each round sees the machine as
 * it was then, and the median of rounds drops a round that a busy moment spoiled.
 */
export const overRounds = <Round>(
  rounds: readonly Round[],
  rank: number,
  side: (round: Round) => readonly number[],
) => round2(median(rounds.map((round) => percentile(side(round), rank))));

/** The median over rounds of (through − direct) at one percentile: what the function adds. */
export const addedOverRounds = <Round>(
  rounds: readonly Round[],
  rank: number,
  through: (round: Round) => readonly number[],
  direct: (round: Round) => readonly number[],
) =>
  round2(
    median(
      rounds.map((round) => percentile(through(round), rank) - percentile(direct(round), rank)),
    ),
  );

/** `requests` of one request, `concurrency` at a time; throws unless every one answered 200. */
export async function sendAll(
  target: LoadRequest,
  load: Pick<LoadPlan, 'requests' | 'keepBodies' | 'read'> & {
    requests: number;
    concurrency: number;
  },
): Promise<LoadRun> {
  const { concurrency, ...plan } = load;
  const run = await runLoad({ ...plan, connections: concurrency, requestsFor: () => [target] });
  if ((run.statuses[200] ?? 0) !== load.requests) {
    throw new Error(`${target.url}: ${JSON.stringify(run.statuses)} ${JSON.stringify(run.lost)}`);
  }
  return run;
}
