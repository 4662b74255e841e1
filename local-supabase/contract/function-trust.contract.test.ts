import { describe, expect, it } from 'vitest';
import { stack } from './contract-support';

interface ProbeReply {
  ok: boolean;
  status?: number;
  body?: string;
  error?: string;
}

async function probe(target: 'trusted' | 'untrusted'): Promise<ProbeReply> {
  const response = await fetch(`${stack().apiUrl}/functions/v1/trust-probe?target=${target}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProbeReply;
}

describe("the machine's trust settings reach the functions", () => {
  it('lets a function fetch an HTTPS server whose CA only NODE_EXTRA_CA_CERTS names', async () => {
    expect(await probe('trusted')).toEqual({ ok: true, status: 200, body: 'hello over TLS' });
  });

  it('still refuses a certificate that no trust setting names', async () => {
    const reply = await probe('untrusted');

    expect(reply.ok).toBe(false);
    expect(reply.error).toMatch(/certificate/i);
  });
});
