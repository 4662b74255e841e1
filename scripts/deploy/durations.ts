/** `60s`, `1m`, `1m30s`, `500ms` (Go durations, as config.toml writes them) in seconds. */
export function durationSeconds(text: string): number | undefined {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text.trim()) return undefined;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce(
    (sum, [, value, name]) => sum + Number(value) * unit[name as keyof typeof unit],
    0,
  );
}
