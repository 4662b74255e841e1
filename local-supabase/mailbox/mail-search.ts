import type { StoredMail } from './mail-store';

/**
 * Mailpit's search, for the terms tests use: `to:<address>`, `subject:<words>` and free text
 * (matched against subject and body); quoted values may contain spaces; all terms must match.
 */
export function matchesMailQuery(mail: StoredMail, query: string): boolean {
  return parseTerms(query).every(({ field, value }) => {
    const needle = value.toLowerCase();
    if (field === 'to') return mail.To.some((to) => to.Address.toLowerCase().includes(needle));
    if (field === 'subject') return mail.Subject.toLowerCase().includes(needle);
    return `${mail.Subject}\n${mail.Text}`.toLowerCase().includes(needle);
  });
}

function parseTerms(query: string): Array<{ field: string; value: string }> {
  const terms: Array<{ field: string; value: string }> = [];
  for (const match of query.matchAll(/(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)) {
    const field = match[1]?.toLowerCase() ?? '';
    const value = match[2] ?? match[3] ?? '';
    if (value) terms.push({ field, value });
  }
  return terms;
}
