import { maxBodyBytes, maxTextCharacters, routeRequestSchema } from '../contract/route-contract.ts';
import { RouteError } from './route-error.ts';

const tooLarge = () =>
  new RouteError('payload_too_large', 'The request is too large (64 KB at most).');

/** Reads at most `maxBodyBytes`, whatever Content-Length claims, so a huge body costs nothing. */
async function readCappedBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Parses and validates `{ text }`; returns the trimmed text or throws a 400/413 RouteError. */
export async function readRouteRequest(request: Request): Promise<string> {
  const raw = await readCappedBody(request);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new RouteError('invalid_json', 'Send a JSON body like {"text": "your message"}.');
  }
  const result = routeRequestSchema.safeParse(parsed);
  if (!result.success) {
    throw new RouteError('invalid_body', 'The request needs a "text" field holding a string.');
  }
  const text = result.data.text.trim();
  if (text.length === 0) throw new RouteError('empty_text', 'The message is empty.');
  if (text.length > maxTextCharacters) {
    throw new RouteError('text_too_long', 'The message is too long (8,000 characters at most).');
  }
  return text;
}
