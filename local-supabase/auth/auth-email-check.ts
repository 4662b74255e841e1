/**
 * Hosted Auth (`validateEmail`) refuses an address before it creates or mails anyone: more than
 * 255 bytes, or not the HTML5 e-mail shape its checkmail rule enforces (ASCII only, no spaces,
 * control characters, direction marks or emoji). lite checks only "no spaces, one @, a dot", and
 * answers a 500 for an address its table cannot hold, so the gateway applies Auth's rule first.
 */
const emailCheckedPaths = new Set([
  '/auth/v1/signup',
  '/auth/v1/otp',
  '/auth/v1/magiclink',
  '/auth/v1/recover',
  '/auth/v1/resend',
]);
const maxEmailBytes = 255;
const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const htmlEmailPattern = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${label}(?:\\.${label})*$`);

/** Auth's `validation_failed` message for the body's e-mail, or null when Auth would go on. */
export function authEmailProblem(request: { method: string; path: string; body: unknown }) {
  if (request.method !== 'POST' || !emailCheckedPaths.has(request.path)) return null;
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const email = (body as Record<string, unknown>).email;
  // A missing or empty address is left to lite, which answers it in Auth's own words.
  if (typeof email !== 'string' || email === '') return null;
  if (Buffer.byteLength(email, 'utf8') > maxEmailBytes) return 'An email address is too long';
  if (!htmlEmailPattern.test(email)) return 'Unable to validate email address: invalid format';
  return null;
}
