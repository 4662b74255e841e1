/** One usage_events row as the Data API takes it (the route function writes the same shape). */
export interface SeedRow {
  user_id: string;
  created_at: string;
  vendor: string;
  model: string;
  latency_ms: number;
  input_tokens: number | null;
  output_tokens: number | null;
  outcome: 'ok' | 'fallback' | 'failed';
}

/** A small deterministic generator (LCG), so every run seeds the same rows. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const engines = [
  { vendor: 'openai', model: 'gpt-5.4-mini', fastestMs: 600, spreadMs: 2_400, tokens: true },
  { vendor: 'anthropic', model: 'claude-haiku-5-5', fastestMs: 800, spreadMs: 2_800, tokens: true },
  { vendor: 'local', model: 'retext-clarity', fastestMs: 20, spreadMs: 300, tokens: false },
] as const;

/**
 * `count` messages of one user, evenly spread from `from` to `to`, answered the way a mixed
 * configuration answers: three engines, latencies per engine, 7% offline fallbacks, 3% errors,
 * tokens from the remote vendors only.
 */
export function usageRows(
  userId: string,
  options: { count: number; from: Date; to: Date; seed: number },
): SeedRow[] {
  const random = randomFrom(options.seed);
  const span = options.to.getTime() - options.from.getTime();
  return Array.from({ length: options.count }, (_, index) => {
    const at = new Date(options.from.getTime() + Math.floor((span * index) / options.count));
    const draw = random();
    const outcome = draw < 0.03 ? 'failed' : draw < 0.1 ? 'fallback' : 'ok';
    const engine = outcome === 'fallback' ? engines[2] : engines[Math.floor(random() * 3)]!;
    const tokens = engine.tokens && outcome === 'ok';
    return {
      user_id: userId,
      created_at: at.toISOString(),
      vendor: engine.vendor,
      model: engine.model,
      latency_ms:
        outcome === 'failed' ? 25_000 : engine.fastestMs + Math.floor(random() * engine.spreadMs),
      input_tokens: tokens ? 80 + Math.floor(random() * 400) : null,
      output_tokens: tokens ? 60 + Math.floor(random() * 500) : null,
      outcome,
    };
  });
}

/** Inserts rows through the Data API with the secret key, `batchSize` rows a request (its body limit is 256 KB). */
export async function insertUsageRows(
  target: { apiUrl: string; secretKey: string },
  rows: readonly SeedRow[],
  batchSize = 1_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const response = await fetch(`${target.apiUrl}/rest/v1/usage_events`, {
      method: 'POST',
      headers: {
        apikey: target.secretKey,
        authorization: `Bearer ${target.secretKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(rows.slice(start, start + batchSize)),
    });
    if (!response.ok) {
      throw new Error(`inserting usage rows failed (${response.status}): ${await response.text()}`);
    }
  }
}
