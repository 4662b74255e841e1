import { routeRefusal } from './expected-replies';
import { describeAttackTable, type HostileCase } from './hostile-case';
import type { SignedInUser } from './hostile-fixtures';
import { json, nestedArrays, oddLocalParts } from './hostile-inputs';

const path = '/functions/v1/route';
const invalidJson = routeRefusal(
  400,
  'invalid_json',
  'Send a JSON body like {"text": "your message"}.',
);
const invalidBody = routeRefusal(
  400,
  'invalid_body',
  'The request needs a "text" field holding a string.',
);
const emptyText = routeRefusal(400, 'empty_text', 'The message is empty.');
const tooLong = routeRefusal(
  413,
  'text_too_long',
  'The message is too long (8,000 characters at most).',
);
const tooLarge = routeRefusal(
  413,
  'payload_too_large',
  'The request is too large (64 KB at most).',
);
const notPost = routeRefusal(405, 'method_not_allowed', 'Use POST.');
/** A refined reply from the offline engine, and the one usage row it records. */
const answered = {
  expected: { status: 200, shape: 'route-reply' as const },
  creates: { usageEvents: 1 },
};

const send = (
  name: string,
  body: string | Uint8Array<ArrayBuffer>,
  outcome: Pick<HostileCase<SignedInUser>, 'expected' | 'creates'>,
): HostileCase<SignedInUser> => ({
  name,
  path,
  body,
  bearer: (user) => user.accessToken,
  ...outcome,
});
const text = (value: unknown) => json({ text: value });

const cases: Array<HostileCase<SignedInUser>> = [
  // Malformed and truncated JSON.
  send('JSON cut off after a key', '{"text": ', { expected: invalidJson }),
  send('JSON cut off inside a string', '{"text":"We will utili', { expected: invalidJson }),
  send('JSON missing its closing brace', text('hello').slice(0, -1), { expected: invalidJson }),
  send('an empty body', '', { expected: invalidJson }),
  send('single-quoted pseudo-JSON', "{'text':'hello'}", { expected: invalidJson }),
  send('a form-encoded body', 'text=hello', { expected: invalidJson }),
  send('bytes that are not UTF-8 around no JSON', new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), {
    expected: invalidJson,
  }),
  // Wrong types, nulls, arrays and nested objects.
  send('the JSON literal null', 'null', { expected: invalidBody }),
  send('an array', '[]', { expected: invalidBody }),
  send('an array holding the message', json([{ text: 'hello' }]), { expected: invalidBody }),
  send('a bare string', json('hello'), { expected: invalidBody }),
  send('a bare number', '42', { expected: invalidBody }),
  send('an empty object', '{}', { expected: invalidBody }),
  send('the text under another key', json({ message: 'hello' }), { expected: invalidBody }),
  send('the text nested one level down', json({ message: { text: 'hello' } }), {
    expected: invalidBody,
  }),
  send('a null text', text(null), { expected: invalidBody }),
  send('a number as the text', text(42), { expected: invalidBody }),
  send('a boolean as the text', text(true), { expected: invalidBody }),
  send('an array as the text', text(['hello']), { expected: invalidBody }),
  send('an object as the text', text({ toString: 'hello' }), { expected: invalidBody }),
  send('a text nested 10,000 arrays deep', `{"text":${nestedArrays(10_000)}}`, {
    expected: invalidBody,
  }),
  send('the text only under __proto__', '{"__proto__":{"text":"hello"}}', {
    expected: invalidBody,
  }),
  // Empty and oversized text.
  send('an empty text', text(''), { expected: emptyText }),
  send('a text of spaces, tabs and newlines', text(' \t\r\n  '), { expected: emptyText }),
  send('a text of no-break and ideographic spaces', text('\u00a0\u3000\ufeff'), {
    expected: emptyText,
  }),
  send('a text of 8,001 characters', text('a'.repeat(8_001)), { expected: tooLong }),
  send('a text of 100,000 characters', text('word '.repeat(20_000)), { expected: tooLarge }),
  send('a 1 MB body', text('x'.repeat(1_000_000)), { expected: tooLarge }),
  send(
    'a 1 MB body of padding beside a short text',
    json({ text: 'hi', padding: 'x'.repeat(1_000_000) }),
    {
      expected: tooLarge,
    },
  ),
  // Hostile but valid texts: each gets a reply, as text, and one usage row.
  send('a text of exactly 8,000 characters', text('a'.repeat(8_000)), answered),
  send(
    'an 8,000-character text after trimming 2,000 spaces',
    text(`${' '.repeat(1_000)}${'b'.repeat(8_000)}${' '.repeat(1_000)}`),
    answered,
  ),
  send(
    'control characters and an ANSI escape',
    text('\u0000\u0001\u0007\u001b[31mred\u001b[0m alert'),
    answered,
  ),
  send('lone surrogates', text(`${oddLocalParts.loneSurrogate} and \udfff alone`), answered),
  send('a lone surrogate escaped in the JSON text', '{"text":"\\ud800 half a pair"}', answered),
  send(
    'right-to-left marks and overrides',
    text('The \u202eevil\u202c file \u200fmark\u200f.'),
    answered,
  ),
  send(
    'emoji with joiners and skin tones',
    text('We 👩🏽‍🔬 utilize 🧪 in order to test 🙂.'),
    answered,
  ),
  send('SQL metacharacters', text("Robert'); DROP TABLE public.usage_events; --"), answered),
  send(
    'HTML and script tags',
    text('<script>alert(document.cookie)</script><img src=x onerror=alert(1)>'),
    answered,
  ),
  send(
    'a markdown link to a javascript: URL',
    text('[click](javascript:alert(1)) in order to win'),
    answered,
  ),
  send('one unbroken 8,000-character word', text('x'.repeat(8_000)), answered),
  send('8,000 characters of punctuation', text('.,;:!?'.repeat(1_333)), answered),
  send('a duplicated text key (the last one wins)', '{"text":"first","text":"second"}', answered),
  send(
    'an extra field beside the text',
    json({ text: 'hello there', vendor: 'anything', admin: true }),
    answered,
  ),
  send('a byte-order mark before the JSON', `\ufeff${text('hello')}`, answered),
  // Other methods and content types.
  { name: 'a GET', method: 'GET', path, bearer: (user) => user.accessToken, expected: notPost },
  {
    name: 'a PUT',
    method: 'PUT',
    path,
    body: text('hello'),
    bearer: (user) => user.accessToken,
    expected: notPost,
  },
  {
    name: 'a DELETE',
    method: 'DELETE',
    path,
    bearer: (user) => user.accessToken,
    expected: notPost,
  },
  {
    name: 'a JSON body labelled text/plain',
    path,
    body: text('We will utilize the survey.'),
    headers: { 'content-type': 'text/plain' },
    bearer: (user) => user.accessToken,
    ...answered,
  },
];

describeAttackTable('the route body (POST /functions/v1/route) under attack', {
  userLabel: 'route-body',
  cases,
});
