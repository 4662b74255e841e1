import { z } from '@/lib/zod';

/**
 * What the route function kept from the AI vendors, counted by kind (`meta.withheld`: its
 * contract is withheldCountsSchema in supabase/functions/_shared/contract/route-contract.ts):
 * never a value. A kind this app does not know (a newer server's) is read too, by its key.
 */
export const withheldCountsSchema = z.record(z.string().min(1), z.number().int().positive());
export type WithheldCounts = z.infer<typeof withheldCountsSchema>;

/**
 * Each kind in a few words, in the server's order of kinds; its reasons for a replaced answer
 * use the same words (withheld-contract-agreement.test.ts holds them together).
 */
export const withheldKindLabels: Readonly<Record<string, string>> = {
  email: 'e-mail',
  phone: 'phone',
  card: 'card',
  iban: 'IBAN',
  ssn: 'SSN',
  ip: 'IP address',
  link: 'link',
  secret: 'key',
  private: 'marked text',
};

const knownKinds = Object.keys(withheldKindLabels);

/**
 * The line under a reply whose draft had values kept from the vendor:
 * `PRIVATE: 3 kept from the vendor (e-mail, phone, key)`; none when nothing was kept.
 */
export function privateLine(withheld: WithheldCounts | undefined): string | undefined {
  const kinds = Object.keys(withheld ?? {}).sort(
    (left, right) => rank(left) - rank(right) || left.localeCompare(right),
  );
  const total = kinds.reduce((sum, kind) => sum + (withheld?.[kind] ?? 0), 0);
  if (total === 0) return undefined;
  const labels = kinds.map((kind) => withheldKindLabels[kind] ?? kind);
  return `PRIVATE: ${total} kept from the vendor (${labels.join(', ')})`;
}

function rank(kind: string): number {
  const index = knownKinds.indexOf(kind);
  return index === -1 ? knownKinds.length : index;
}
