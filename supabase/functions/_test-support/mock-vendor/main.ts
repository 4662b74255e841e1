import { startMockVendor } from './mock-vendor-server.ts';

/**
 * `npm run serve:mock-vendor -- [port]`: the mock on loopback until Ctrl+C. Point a vendor at
 * `http://127.0.0.1:<port>/<lane>/v1` (OpenAI, Anthropic) or `/<lane>/v1beta` (Gemini) and set a
 * lane's faults with `POST /__control/lanes/<lane>` (see fault-plan.ts); `GET /__control/stats`,
 * and `GET /__control/received/<lane>` for the latest calls a lane received, whole.
 */
const port = Number(Deno.args[0] ?? '0');
const mock = startMockVendor({ port });
console.log(`mock vendor listening on ${mock.url}`);
