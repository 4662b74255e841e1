/**
 * What a fact is. Hard kinds must survive a refinement (a vendor reply that loses or alters one
 * fails over); soft kinds (`name`, `negation`) are only reported. The wire format names the same
 * kinds (contract/refinement-contract.ts builds its schema from this list).
 */
export const factKinds = [
  'number',
  'percentage',
  'range',
  'p-value',
  'measurement',
  'date',
  'time',
  'money',
  'url',
  'email',
  'doi',
  'citation',
  'quote',
  'code',
  'identifier',
  'name',
  'negation',
] as const;

export type FactKind = (typeof factKinds)[number];

/**
 * One fact of a text, as written there (`text`), and whether losing it fails a reply. A negation
 * a refined text added is reported with `added: true` and the words around it.
 */
export interface Fact {
  kind: FactKind;
  text: string;
  hard: boolean;
  added?: true;
}
