import fc from 'fast-check';

/**
 * The approval rules of `public.is_email_allowed`, restated independently as the oracle for
 * generated addresses: trim spaces, tabs, CR and LF at both ends; ignore case; at most 320
 * characters; one @, a local part, a dotted domain, no whitespace; approved when the list holds
 * the exact address or `@` + its domain (that domain exactly, never its subdomains).
 */
export function isEmailAllowedModel(email: string, entries: ReadonlySet<string>): boolean {
  const candidate = lowerAscii(trimEnds(email, ' \t\r\n'));
  if ([...candidate].length > 320) return false;
  if (!/^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/u.test(candidate)) return false;
  const domain = candidate.slice(candidate.indexOf('@'));
  return entries.has(candidate) || entries.has(domain);
}

function trimEnds(text: string, characters: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && characters.includes(text[start] ?? '')) start += 1;
  while (end > start && characters.includes(text[end - 1] ?? '')) end -= 1;
  return text.slice(start, end);
}

// The generators keep non-ASCII letters in one case, so ASCII is all either side must lower.
function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The addresses the generator builds on: what the list approves and what it must not. */
export interface ApprovalTargets {
  /** Exact approved addresses, as stored (lower case). */
  addresses: readonly string[];
  /** Approved domains, without their leading @. */
  domains: readonly string[];
  /** Domains nobody approved. */
  strangers: readonly string[];
}

const oddLocalPart = fc.string({
  unit: fc.constantFrom(
    ...'abcxyzABCXYZ0189'.split(''),
    ...".+-_'%!#".split(''),
    'é',
    '名',
    '🙂',
    '@',
    ' ',
  ),
  maxLength: 10,
});
/** Local parts hosted Auth's format rule accepts, so sign-ups get as far as the approval list. */
const plainLocalPart = fc.string({
  unit: fc.constantFrom(...'abcxyzABCXYZ0189.+-_'.split('')),
  minLength: 1,
  maxLength: 10,
});
/** Variations on one approved domain: itself, a subdomain, its parent, a longer look-alike. */
const aroundDomain = (domain: string) =>
  fc.oneof(
    { arbitrary: fc.constant(domain), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        `lab.${domain}`,
        domain.split('.').slice(1).join('.'),
        `${domain}.attacker.example`,
        `${domain}.`,
        domain.replace('.', '..'),
      ),
      weight: 2,
    },
  );

/**
 * Addresses near the approved ones, in random case; unless `plain`, also with odd characters
 * in the local part and whitespace around the address.
 */
export function addressNearApproved(
  targets: ApprovalTargets,
  { plain = false }: { plain?: boolean } = {},
): fc.Arbitrary<string> {
  const localPart = plain ? plainLocalPart : oddLocalPart;
  const nearby = fc.oneof(
    fc.constantFrom(...targets.addresses),
    fc
      .tuple(fc.constantFrom(...targets.addresses), localPart)
      .map(([address, extra]) => address.replace('@', `${extra}@`)),
    {
      arbitrary: fc
        .tuple(localPart, fc.constantFrom(...targets.domains).chain(aroundDomain))
        .map(([local, domain]) => `${local}@${domain}`),
      weight: 4,
    },
    fc
      .tuple(localPart, fc.constantFrom(...targets.strangers))
      .map(([local, domain]) => `${local}@${domain}`),
    fc
      .tuple(fc.constantFrom(...targets.domains), fc.integer({ min: 310, max: 330 }))
      .map(
        ([domain, length]) => `${'x'.repeat(Math.max(1, length - domain.length - 1))}@${domain}`,
      ),
  );
  const padding = fc.string({
    unit: fc.constantFrom(' ', '\t', '\r', '\n', '\v', '\f'),
    maxLength: plain ? 0 : 3,
  });
  return fc
    .tuple(padding, nearby, fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), padding)
    .map(([before, address, upper, after]) => {
      const cased = [...address]
        .map((character, index) =>
          upper[index % upper.length] ? character.toUpperCase() : character,
        )
        .join('');
      return `${before}${cased}${after}`;
    });
}
