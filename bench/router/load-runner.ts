/** One request the load runner sends, built fresh for every call. */
export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadResult {
  /** Client-side milliseconds per request, in completion order. */
  latencies: number[];
  /** When each request was sent and its answer read (performance.now()), in completion order. */
  spans: { sentAt: number; doneAt: number }[];
  statuses: Record<number, number>;
  /** Parsed JSON bodies of successful answers (only when `keepBodies`). */
  bodies: unknown[];
  /** The first few distinct bodies of failed answers, so a bench that counts failures can say what they were. */
  failureBodies: string[];
  serverTimings: string[];
}

/** Sends `requests` requests with at most `concurrency` in flight; bounded in count by design. */
export async function runLoad(
  target: LoadTarget,
  options: { requests: number; concurrency: number; keepBodies?: boolean },
): Promise<LoadResult> {
  const result: LoadResult = {
    latencies: [],
    spans: [],
    statuses: {},
    bodies: [],
    failureBodies: [],
    serverTimings: [],
  };
  let issued = 0;
  const worker = async () => {
    while (issued < options.requests) {
      issued++;
      const startedAt = performance.now();
      const response = await fetch(target.url, {
        method: 'POST',
        headers: target.headers,
        body: target.body,
      });
      const text = await response.text();
      const doneAt = performance.now();
      result.latencies.push(doneAt - startedAt);
      result.spans.push({ sentAt: startedAt, doneAt });
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
      const timing = response.headers.get('server-timing');
      if (timing) result.serverTimings.push(timing);
      if (options.keepBodies && response.ok) result.bodies.push(JSON.parse(text));
      const newFailure = !response.ok && !result.failureBodies.includes(text);
      if (newFailure && result.failureBodies.length < 5) result.failureBodies.push(text);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, options.requests) }, worker),
  );
  return result;
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], rank: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))
  ]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const round2 = (value: number) => Math.round(value * 100) / 100;
