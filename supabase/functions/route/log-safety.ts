import { SupabaseRestError } from '../_shared/data/supabase-rest.ts';
import { RouteError } from '../_shared/http/route-error.ts';
import { VendorError } from '../_shared/vendors/vendor-adapter.ts';

const maxLoggedCharacters = 300;
const redacted = '[message text]';

const runWords = 5;
const normalise = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Every run of `runWords` consecutive words of the text, normalised, for quick lookup. */
function wordRuns(text: string): Set<string> {
  const words = text
    .split(/\s+/)
    .map(normalise)
    .filter((word) => word.length > 0);
  const runs = new Set<string>();
  for (let start = 0; start + runWords <= words.length; start++) {
    runs.add(words.slice(start, start + runWords).join(' '));
  }
  return runs;
}

/**
 * Replaces the message text wherever it appears, whole or as a quoted fragment of five or more
 * words (case, quotes and escapes aside): an error from a library may quote its input, and the
 * router never logs what a user wrote.
 */
export function redactMessageText(value: string, text: string | undefined): string {
  if (!text) return value;
  // A very short message is not distinctive: replacing it would only mangle unrelated words.
  const whole = text.length >= 8 ? value.split(text).join(redacted) : value;
  const runs = wordRuns(text);
  if (runs.size === 0) return whole;
  const tokens = [...whole.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: normalise(match[0]),
  }));
  const hidden = new Array<boolean>(tokens.length).fill(false);
  const words = tokens.filter((token) => token.word.length > 0);
  for (let start = 0; start + runWords <= words.length; start++) {
    const run = words.slice(start, start + runWords);
    if (!runs.has(run.map((token) => token.word).join(' '))) continue;
    const from = tokens.indexOf(run[0]!);
    const to = tokens.indexOf(run.at(-1)!);
    hidden.fill(true, from, to + 1);
  }
  let result = '';
  let cursor = 0;
  for (let index = 0; index < tokens.length; index++) {
    if (!hidden[index]) continue;
    const token = tokens[index]!;
    const previousHidden = index > 0 && hidden[index - 1];
    result += whole.slice(cursor, token.start) + (previousHidden ? '' : redacted);
    cursor = token.end;
    // Swallow the whitespace inside a hidden span so it collapses to one marker.
    if (hidden[index + 1]) cursor = tokens[index + 1]!.start;
  }
  return result + whole.slice(cursor);
}

/**
 * What may be logged about an error. Vendor errors give only their class and status (their text
 * can echo the prompt); our own errors give their fixed message; anything else gives its name,
 * a short message and its stack frames, with the message text redacted.
 */
export function summariseError(
  error: unknown,
  options: { text?: string } = {},
): Record<string, unknown> {
  if (error instanceof VendorError) {
    return { name: error.name, vendor: error.vendor, code: error.code, status: error.status };
  }
  if (error instanceof RouteError) return { name: error.name, code: error.code };
  if (!(error instanceof Error)) return { name: typeof error };
  const message = redactMessageText(error.message, options.text).slice(0, maxLoggedCharacters);
  const summary: Record<string, unknown> = { name: error.name, message };
  if (error instanceof SupabaseRestError) summary.status = error.status;
  else if (error.stack) {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    summary.stack = redactMessageText(frames.slice(0, 8).join('\n'), options.text);
  }
  return summary;
}
