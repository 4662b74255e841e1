import { createVendorAdapters } from '../../supabase/functions/_shared/vendors/vendor-registry.ts';
import { info, judged, type Row, startRun } from '../shared/bench-result.ts';
import { loadImpactCorpus, loadNoteLabels } from './impact-corpus-schema.ts';
import { impactFigures, impactGoalChecks } from './impact-figures.ts';
import { formatImpactDetails } from './impact-report.ts';
import {
  evalStyles,
  offlineImpactAnswerer,
  runEngine,
  vendorImpactAnswerer,
} from './impact-runs.ts';
import { readMessage } from '../../supabase/functions/_shared/impact/message-reading.ts';
import type { ImpactReading } from './impact-scoring.ts';
import { measureImpactSpeed } from './impact-speed.ts';
import { speedGoalChecks } from './impact-speed-goals.ts';
import type { LabelledMessage } from './impact-corpus-schema.ts';

/** The impact reading of each message as typed, the same for every engine's input. */
function readAll(messages: readonly LabelledMessage[]): Map<string, ImpactReading> {
  return new Map(
    messages.map((message) => {
      const reading = readMessage(message.text);
      return [
        message.id,
        {
          point: reading.point?.sentence.text ?? null,
          position: reading.point?.sentence.position ?? null,
          asks: reading.asks,
          deadline: reading.deadline?.text ?? null,
          words: reading.words,
        },
      ];
    }),
  );
}

/** A vendor gets as long per message as the route gives a whole request (its deadline). */
const vendorTimeoutMs = 25_000;

/**
 * `npm run eval:impact`: the offline engine (and every vendor the environment configures) on
 * the labelled research messages, in every style, with the impact figures; prints tables and
 * saves bench/results/impact.json. A missed goal is a result, not a failure.
 */
async function main(): Promise<void> {
  const run = startRun('impact');
  const messages = await loadImpactCorpus();
  const labels = await loadNoteLabels();
  console.log(`offline engine on ${messages.length} messages × ${evalStyles.length} styles…`);
  const readings = readAll(messages);
  const offline = impactFigures(
    messages,
    await runEngine(messages, offlineImpactAnswerer),
    labels,
    readings,
  );
  const speed = [1_000, 2_000, 4_000, 8_000].map((characters) =>
    measureImpactSpeed(messages, { characters, drafts: 5, repeats: 10 }),
  );
  const goals = [...impactGoalChecks(offline), ...speedGoalChecks(speed)];
  const rows: Row[] = goals.map((check) =>
    judged(`offline engine: ${check.measure}`, check.figure, check.goal, check.met),
  );
  const adapters = createVendorAdapters(Deno.env.toObject(), { fetch }).filter(
    (adapter) => adapter.vendor !== 'local',
  );
  const vendors = [];
  for (const adapter of adapters) {
    console.log(`running ${adapter.vendor} (${adapter.model})…`);
    const answer = vendorImpactAnswerer(adapter, vendorTimeoutMs);
    const figures = impactFigures(messages, await runEngine(messages, answer), labels, readings);
    vendors.push({ engine: adapter.vendor, model: adapter.model, figures });
    for (const check of impactGoalChecks(figures)) {
      rows.push(info(`↳ ${adapter.vendor}: ${check.measure}`, check.figure));
    }
  }
  if (adapters.length === 0) {
    rows.push(
      info('vendors on the corpus', 'none configured (no vendor API keys in the environment)'),
    );
  }
  console.log(formatImpactDetails(offline));
  await run.save(rows, { messages: messages.length, offline, speed, goals, vendors });
}

await main();
