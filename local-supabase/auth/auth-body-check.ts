/**
 * Hosted Auth decodes request bodies into typed structs, so a wrong JSON type is a 400
 * `bad_json` before anything else happens. lite reads fields untyped and can crash on them (a
 * number as `email` is a 500), so the gateway checks the types first, as hosted Auth does.
 */
const stringFields = [
  'email',
  'password',
  'phone',
  'token',
  'token_hash',
  'type',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'code_challenge',
  'code_challenge_method',
  'channel',
  'nonce',
  'provider',
  'id_token',
  'access_token',
];
const booleanFields = ['create_user'];
const objectFields = ['data', 'options', 'gotrue_meta_security'];

/**
 * Hosted Auth's JSON decoder stops at 10,000 levels of nesting. Node's JSON.stringify overflows
 * its stack at a few thousand (the hook and lite both stringify `data`: a 500), so the gateway
 * stops well before that; no client nests its metadata anywhere near this deep.
 */
export const maxAuthBodyDepth = 1_000;

/** The `bad_json` message for a body hosted Auth could not decode, or null when it is fine. */
export function authBodyProblem(body: unknown): string | null {
  const tooDeep = firstTooDeepBracket(body);
  if (tooDeep) {
    return `Could not parse request body as JSON: invalid character '${tooDeep}' exceeded max depth`;
  }
  if (!isPlainObject(body)) {
    return `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(body)} into Go value of type object`;
  }
  for (const [field, expected, accepts] of [
    ...stringFields.map(
      (field) => [field, 'string', (value: unknown) => typeof value === 'string'] as const,
    ),
    ...booleanFields.map(
      (field) => [field, 'bool', (value: unknown) => typeof value === 'boolean'] as const,
    ),
    ...objectFields.map((field) => [field, 'object', isPlainObject] as const),
  ]) {
    const value = body[field];
    if (value === undefined || value === null || accepts(value)) continue;
    return `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go struct field .${field} of type ${expected}`;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The bracket that opens level `maxAuthBodyDepth + 1`, or null; iterative, so any depth is safe. */
function firstTooDeepBracket(body: unknown): '[' | '{' | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > maxAuthBodyDepth) return Array.isArray(value) ? '[' : '{';
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/**
 * Hosted Auth decodes bodies with Go's JSON decoder, which reads a leading UTF-8 byte order mark
 * as the character 'ï' and stops. lite reads the body as text first, which drops the mark, so
 * the same body would go on to create a user there: the gateway refuses it as hosted Auth does.
 */
export function authBodyEncodingProblem(body: Uint8Array | null): string | null {
  const startsWithByteOrderMark =
    body !== null && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
  return startsWithByteOrderMark
    ? "Could not parse request body as JSON: invalid character 'ï' looking for beginning of value"
    : null;
}
