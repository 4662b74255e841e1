import type { SensitiveSpan } from './sensitive-span.ts';
import type { WithheldKind } from './withheld-kinds.ts';
import { loadCardLibrary, loadIbanLibrary } from './validator-libraries.ts';
import type { WorkMeter } from '../text/work-meter.ts';

/** One stretch of a link a value can sit in: a path segment, a query or fragment value. */
interface Slot {
  start: number;
  end: number;
  /** The parameter's name, for a query or fragment value. */
  name?: string;
  /** The stretch with its %-escapes read; a malformed one is read as written. */
  decoded: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/**
 * Reads %-escapes as UTF-8, each run of them on its own: bytes that are no UTF-8 character
 * (`%E0%A4` cut short, `%FF`) read as U+FFFD and a `%` without two hex digits stays as written,
 * so a link is always read to its end, and nothing is thrown (an exception per malformed escape
 * would also make a crafted draft costly).
 */
export function decodeLeniently(raw: string): string {
  if (!raw.includes('%')) return raw;
  return raw.replace(/(?:%[0-9A-Fa-f]{2}){1,64}/gu, (escapes) => {
    const bytes = new Uint8Array(escapes.length / 3);
    for (let index = 0; index < bytes.length; index++) {
      bytes[index] = parseInt(escapes.slice(index * 3 + 1, index * 3 + 3), 16);
    }
    return utf8.decode(bytes);
  });
}

/** Splits `part` of `link` (which starts at `offset` in the draft) at `separator`. */
function pieces(part: string, from: number, separator: RegExp): { start: number; text: string }[] {
  const found: { start: number; text: string }[] = [];
  let at = 0;
  for (const piece of part.split(separator)) {
    if (piece !== '') found.push({ start: from + at, text: piece });
    at += piece.length + 1;
  }
  return found;
}

/** A query's or fragment's `name=value` pairs as slots (the value's stretch), or its segments. */
function parameterSlots(part: string, from: number): Slot[] {
  if (!part.includes('=')) {
    return pieces(part, from, /\//u).map(({ start, text }) => ({
      start,
      end: start + text.length,
      decoded: decodeLeniently(text),
    }));
  }
  return pieces(part, from, /[&;]/u).flatMap(({ start, text }) => {
    const equals = text.indexOf('=');
    if (equals === -1 || equals === text.length - 1) return [];
    return [
      {
        start: start + equals + 1,
        end: start + text.length,
        name: decodeLeniently(text.slice(0, equals)).toLowerCase(),
        decoded: decodeLeniently(text.slice(equals + 1)),
      },
    ];
  });
}

/** The host and every slot of a link as written; no URL parser, so nothing can throw. */
function linkSlots(link: string, offset: number): { host: string; slots: Slot[] } {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]{1,15}:\/\//u.exec(link)?.[0].length ?? 0;
  const authorityEnd = link.slice(scheme).search(/[/?#]/u);
  const pathStart = authorityEnd === -1 ? link.length : scheme + authorityEnd;
  const host = link
    .slice(scheme, pathStart)
    .replace(/^.*@/u, '')
    .replace(/:\d*$/u, '')
    .toLowerCase();
  const hash = link.indexOf('#', pathStart);
  const queryAt = link.indexOf('?', pathStart);
  const query = queryAt !== -1 && (hash === -1 || queryAt < hash) ? queryAt : -1;
  const pathEnd = [query, hash]
    .filter((at) => at !== -1)
    .reduce((a, b) => Math.min(a, b), link.length);
  const slots: Slot[] = pieces(link.slice(pathStart, pathEnd), offset + pathStart, /\//u).map(
    ({ start, text }) => ({ start, end: start + text.length, decoded: decodeLeniently(text) }),
  );
  if (query !== -1) {
    slots.push(
      ...parameterSlots(
        link.slice(query + 1, hash === -1 ? link.length : hash),
        offset + query + 1,
      ),
    );
  }
  if (hash !== -1) slots.push(...parameterSlots(link.slice(hash + 1), offset + hash + 1));
  return { host, slots };
}

/** Hosts whose links name a phone number: a chat opened with whoever has it. */
const phoneLinkHost =
  /^(?:www\.)?(?:wa\.me|(?:api|web)\.whatsapp\.com|t\.me|telegram\.me|signal\.me)$/u;
/** Parameters whose value is a phone number, whatever the host. */
const phoneParameter = /^(?:phone|phone_?number|tel|telephone|mobile|cell|msisdn|whatsapp|fax)$/u;
const phoneShaped = /^\+?[\d ().-]{7,24}$/u;
const emailShaped =
  /^[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}$/u;
const cardShaped = /^\d(?:[ -]?\d){12,18}$/u;
const ibanShaped = /^[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,30}$/u;

/**
 * Values inside ordinary links, which no other detector looks into: a phone number in a chat
 * link (`https://wa.me/14155550142`) or after `phone=`, a card number or IBAN in any segment or
 * parameter (`?card=4111111111111111`), an e-mail address written with %-escapes
 * (`?to=jane%40uni.edu`). Each is kept back as written in the link, the rest of which stays.
 * Numbers only in these places: a link's other digits are ids, versions and dates.
 */
export async function findValuesInLinks(
  text: string,
  links: readonly SensitiveSpan[],
  meter: WorkMeter,
): Promise<SensitiveSpan[]> {
  const spans: SensitiveSpan[] = [];
  const numbers: { slot: Slot; kind: 'card' | 'iban' }[] = [];
  for (const link of links) {
    const written = text.slice(link.start, link.end);
    meter.steps += written.length;
    const { host, slots } = linkSlots(written, link.start);
    for (const slot of slots) {
      meter.steps += slot.end - slot.start;
      const value = slot.decoded.trim();
      const push = (kind: WithheldKind, byContext = false) =>
        spans.push({ start: slot.start, end: slot.end, kind, ...(byContext ? { byContext } : {}) });
      const digits = value.replace(/\D/gu, '').length;
      if (value.includes('@')) {
        if (emailShaped.test(value)) push('email');
      } else if (
        digits >= 7 &&
        digits <= 15 &&
        (phoneLinkHost.test(host) || phoneParameter.test(slot.name ?? '')) &&
        phoneShaped.test(value)
      ) {
        push('phone', true);
      } else if (digits >= 13 && cardShaped.test(value)) numbers.push({ slot, kind: 'card' });
      else if (digits >= 2 && ibanShaped.test(value)) numbers.push({ slot, kind: 'iban' });
    }
  }
  if (numbers.some(({ kind }) => kind === 'card')) {
    const cardValidator = await loadCardLibrary();
    for (const { slot } of numbers.filter(({ kind }) => kind === 'card')) {
      if (cardValidator.number(slot.decoded.replace(/\D/gu, '')).isValid) {
        spans.push({ start: slot.start, end: slot.end, kind: 'card' });
      }
    }
  }
  if (numbers.some(({ kind }) => kind === 'iban')) {
    const { isValidIBAN } = await loadIbanLibrary();
    for (const { slot } of numbers.filter(({ kind }) => kind === 'iban')) {
      if (isValidIBAN(slot.decoded.replaceAll(' ', '').toUpperCase())) {
        spans.push({ start: slot.start, end: slot.end, kind: 'iban' });
      }
    }
  }
  return spans.sort((left, right) => left.start - right.start);
}
