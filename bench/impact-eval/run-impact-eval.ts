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
  const offline = impactFigures(messages, await runEngine(messages, offlineImpactAnswerer), labels);
  const goals = impactGoalChecks(offline);
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
    const figures = impactFigures(messages, await runEngine(messages, answer), labels);
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
  await run.save(rows, { messages: messages.length, offline, goals, vendors });
}

await main();
