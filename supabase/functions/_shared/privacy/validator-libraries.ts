import type * as PhoneModule from 'libphonenumber-js/min';
import type * as IbanModule from 'ibantools';
import type * as CardModule from 'card-validator';
import type * as IpModule from 'ipaddr.js';

/**
 * The well-kept libraries that confirm a candidate (phone numbers, IBANs, card numbers, IP
 * addresses), each loaded on the first draft that has a candidate it must judge. Most drafts
 * have none, so an isolate that never sees one never pays for them: libphonenumber-js alone
 * costs about 15 ms to load after the route function's own modules (measured in Deno 2.9).
 */
type PhoneLibrary = typeof PhoneModule;
type IbanLibrary = typeof IbanModule;
type CardLibrary = typeof CardModule.default;
type IpLibrary = typeof IpModule;

let phoneLibrary: Promise<PhoneLibrary> | undefined;
let ibanLibrary: Promise<IbanLibrary> | undefined;
let cardLibrary: Promise<CardLibrary> | undefined;
let ipLibrary: Promise<IpLibrary> | undefined;

export const loadPhoneLibrary = (): Promise<PhoneLibrary> =>
  (phoneLibrary ??= import('libphonenumber-js/min'));

export const loadIbanLibrary = (): Promise<IbanLibrary> => (ibanLibrary ??= import('ibantools'));

export const loadCardLibrary = (): Promise<CardLibrary> =>
  (cardLibrary ??= import('card-validator').then((module) => module.default ?? module));

export const loadIpLibrary = (): Promise<IpLibrary> =>
  (ipLibrary ??= import('ipaddr.js').then((module) => module.default ?? module));

/** Loads every library now: for a benchmark that measures warm requests. */
export async function loadEveryValidatorLibrary(): Promise<void> {
  await Promise.all([loadPhoneLibrary(), loadIbanLibrary(), loadCardLibrary(), loadIpLibrary()]);
}
