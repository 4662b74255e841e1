import fc from 'fast-check';

/**
 * Drafts for properties of the privacy shield: research prose with values of every kind among
 * it, each written as a researcher would paste it, and the values it holds.
 */
const base62 = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split(''),
);
const randomKey = (length: number) =>
  fc.array(base62, { minLength: length, maxLength: length }).map((units) => units.join(''));
const digits = (min: number, max: number, width: number) =>
  fc.integer({ min, max }).map((value) => String(value).padStart(width, '0'));

/** Values of every kind, each written as a researcher would paste it. */
export const sensitiveValue = fc.oneof(
  fc
    .tuple(fc.constantFrom('j.moreno', 'lab+consent', 'p_sharma', 'r.okafor'), fc.nat(999))
    .map(([name, number]) => `${name}${number}@uni-example.edu`),
  fc.constantFrom(
    '+44 20 7946 0958',
    '(617) 555-0142',
    '+49 30 901820',
    '06 12 34 56 78',
    '+81 3-1234-5678',
    '020 7946 0958',
  ),
  fc.constantFrom('4111 1111 1111 1111', '5105-1051-0510-5100', '3782 822463 10005'),
  fc.constantFrom(
    'DE89 3704 0044 0532 0130 00',
    'GB29 NWBK 6016 1331 9268 19',
    'NL91ABNA0417164300',
  ),
  fc
    .tuple(digits(1, 665, 3), digits(1, 99, 2), digits(1, 9999, 4))
    .map(([area, group, serial]) => `${area}-${group}-${serial}`),
  fc.ipV4(),
  fc.constantFrom('2001:db8::8a2e:370:7334', 'fe80::1ff:fe23:4567:890a'),
  fc
    .tuple(fc.constantFrom('sk-proj-', 'ghp_', 'gsk_', 'sb_secret_', 'hf_'), randomKey(36))
    .map(([prefix, key]) => `${prefix}${key}`),
  fc
    .array(fc.constantFrom('A', 'B', 'C', 'X', 'Z', '2', '7', '9'), {
      minLength: 16,
      maxLength: 16,
    })
    .map((units) => `AKIA${units.join('')}`),
  randomKey(12).map((password) => `https://analyst:${password}@db.example.org/trials`),
  fc
    .array(fc.constantFrom('Jane', 'Doe', 'room', 'B12', 'Ward', '7', 'Okafor'), {
      minLength: 1,
      maxLength: 3,
    })
    .map((words) => `{{${words.join(' ')}}}`),
);

/** Research prose around the values: numbers, citations, identifiers that must stay visible. */
const prose = fc.constantFrom(
  'We recruited 48 adults',
  'recall fell by 12% (p = 0.003)',
  'see [12] and (Smith et al., 2020)',
  'on 2023-05-12',
  'BRCA1 and GPT-4',
  'doi:10.1371/journal.pone.0123456',
  'https://osf.io/abc12',
  'please contact',
  'or call',
  'the account is',
  'thanks',
  'version 1.2.3',
);

export const draftWithValues = fc
  .array(
    fc.oneof(
      sensitiveValue.map((value) => ({ value })),
      prose.map((text) => ({ text })),
    ),
    {
      minLength: 1,
      maxLength: 10,
    },
  )
  .map((parts) => ({
    text: parts.map((part) => ('value' in part ? part.value : part.text)).join(' , '),
    values: parts.flatMap((part) => ('value' in part ? [part.value] : [])),
  }));
