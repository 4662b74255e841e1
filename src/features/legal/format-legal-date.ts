const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Formats a `YYYY-MM-DD` revision date as "September 17, 2025", the same for every visitor: the
 * legal date is a calendar date, so neither the reader's locale nor their time zone may shift it.
 */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: "${isoDate}"`);
  return longDateFormat.format(date);
}
