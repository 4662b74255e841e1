/** A measurement with the precision that matters at its size: 0.91, 29.8, 106, 12,146. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export const ms = (value: number | null | undefined) => `${formatDecimal(value)} ms`;

/** Whole counts with thousands separators: 30,000. */
export const formatCount = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Rows of cells as left-aligned columns, two spaces apart, with no trailing spaces. */
export function formatColumns(rows: readonly (readonly string[])[]): string {
  const width = (cell: string) => [...cell].length;
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => width(row[column] ?? ''))),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat((widths?.[column] ?? 0) - width(cell)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
