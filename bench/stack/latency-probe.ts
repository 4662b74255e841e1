import autocannon from 'autocannon';

export interface LatencyFigures {
  connections: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Non-2xx answers and transport errors: a run with any is not a valid measurement. */
  failures: number;
}

export interface LatencyRun {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  /** Requests to send in total. */
  amount: number;
}

/** Sends `amount` requests over `connections` keep-alive connections and reads the percentiles. */
export async function measureLatency(run: LatencyRun): Promise<LatencyFigures> {
  const result = await autocannon({
    url: run.url,
    method: run.method,
    headers: run.headers,
    body: run.body,
    connections: run.connections,
    amount: run.amount,
    timeout: 30,
  });
  return {
    connections: run.connections,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
