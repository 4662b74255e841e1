import { startMockVendor } from '../mock-vendor/mock-vendor-server.ts';
import { median, round2 } from './load-runner.ts';
import { measureOverhead } from './overhead-scenario.ts';
import { measureColdStart, measureDeadVendor, measureHedging } from './resilience-scenarios.ts';

/**
 * `npm run bench:router`: everything side by side in one run against the mock vendor on
 * loopback, printed as a table and saved under bench/results/. Bounded in requests and time.
 */
const quick = Deno.args.includes('--quick');
const mock = startMockVendor();
const started = new Date();
try {
  const overhead = await measureOverhead(mock, {
    rounds: quick ? 2 : 5,
    levels: [
      { concurrency: 1, requests: quick ? 100 : 400 },
      { concurrency: 10, requests: quick ? 200 : 1_000 },
      { concurrency: 100, requests: quick ? 400 : 2_000 },
    ],
  });
  const hedging = await measureHedging(mock, { requests: quick ? 200 : 600, concurrency: 10 });
  const deadVendor = await measureDeadVendor(mock, { requests: 100 });
  const coldStart = await measureColdStart(mock, quick ? 1 : 3);

  const on = hedging.find((row) => row.hedging === 'on')!;
  const off = hedging.find((row) => row.hedging === 'off')!;
  const lines = [
    `route function benchmark: ${started.toISOString()}, Deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} cores, mock vendor on loopback`,
    '',
    'Overhead = (through the function) - (direct call to the same mock), ms; median of round percentiles',
    'concurrency | requests | direct p50/p99 | function p50/p99 | overhead p50/p99 | router-only p50/p99 (meta.overhead_ms) | quota RPC p50 | Portkey OSS overhead p50/p99',
    ...overhead.map(
      (row) =>
        `${String(row.concurrency).padStart(11)} | ${String(row.requests).padStart(8)} | ${row.directP50} / ${row.directP99} | ${row.functionP50} / ${row.functionP99} | ${row.overheadP50} / ${row.overheadP99} | ${row.routerP50} / ${row.routerP99} | ${row.quotaP50} | ${row.portkeyOverheadP50 ?? 'n/a'} / ${row.portkeyOverheadP99 ?? 'n/a'}`,
    ),
    '',
    'One vendor stalls 10% of calls for 5 s (concurrency 10), ms',
    'hedging | requests | p50 | p90 | p99 | extra vendor calls | stalled calls',
    ...hedging.map(
      (row) =>
        `${row.hedging.padStart(7)} | ${row.requests} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.extraCallsPercent}% | ${row.stalledCalls}`,
    ),
    `p99 with hedging is ${round2((1 - on.p99 / off.p99) * 100)}% lower than without (goal >= 50% at <= 10% extra calls)`,
    '',
    `Dead vendor: ${deadVendor.callsAfterDeath} calls reached it after it died before it was skipped (goal <= 5); ${deadVendor.answeredAfterDeath}/${deadVendor.requestsAfterDeath} requests still answered`,
    `Cold start to first answer: ${median(coldStart.vendorMs)} ms with a vendor, ${median(coldStart.localMs)} ms with the offline engine (median of ${coldStart.vendorMs.length})`,
  ];
  console.log(lines.join('\n'));
  const resultsFolder = new URL('../results/', import.meta.url);
  await Deno.mkdir(resultsFolder, { recursive: true });
  const file = new URL(
    `router-${quick ? 'quick-' : ''}${started.toISOString().replace(/[:.]/g, '-')}.json`,
    resultsFolder,
  );
  await Deno.writeTextFile(
    file,
    JSON.stringify(
      {
        started,
        deno: Deno.version.deno,
        cores: navigator.hardwareConcurrency,
        quick,
        overhead,
        hedging,
        deadVendor,
        coldStart,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nsaved ${file.pathname}`);
} finally {
  await mock.close();
}
