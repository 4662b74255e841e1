/** Rows of cells as left-aligned columns, two spaces apart, with no trailing spaces. */
export function formatColumns(rows: readonly (readonly string[])[]): string {
  const columnCount = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columnCount }, (_, column) =>
    Math.max(...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A measurement with the precision that matters at its size: 0.91, 29.8, 106. */
export function formatDecimal(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Whole counts with thousands separators: 30,000. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}
