/** A Node version as three numbers. */
export interface NodeVersion {
  major: number;
  minor: number;
  patch: number;
}

const versionPattern = /^v?(\d+)\.(\d+)\.(\d+)$/;

export function parseNodeVersion(text: string): NodeVersion {
  const match = versionPattern.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a Node version (like v24.21.0)`);
  const [, major, minor, patch] = match.map(Number) as [number, number, number, number];
  return { major, minor, patch };
}

/**
 * Whether `version` satisfies `range`, for the one range form our `engines.node` uses: a caret
 * range (`^24.11.0`: that major line, from that release on). Anything else is refused rather
 * than guessed, so a change to `engines` cannot silently turn the check off.
 */
export function satisfiesCaretRange(version: string, range: string): boolean {
  if (!range.trim().startsWith('^')) {
    throw new Error(`engines.node "${range}" is not a caret range (like ^24.11.0)`);
  }
  const floor = parseNodeVersion(range.trim().slice(1));
  const actual = parseNodeVersion(version);
  if (actual.major !== floor.major) return false;
  if (actual.minor !== floor.minor) return actual.minor > floor.minor;
  return actual.patch >= floor.patch;
}

/** The one line `npm test` prints first, and whether the run may go on. */
export function describeNodeCheck(version: string, range: string): { ok: boolean; line: string } {
  if (satisfiesCaretRange(version, range)) {
    return { ok: true, line: `node: running on Node ${version} (supported: ${range})` };
  }
  return {
    ok: false,
    line:
      `node: running on Node ${version}, but this project supports ${range} only. ` +
      'Run `npm install` (it installs the supported Node into node_modules/.bin) and start ' +
      'tests through `npm test`, or switch your system Node to that line.',
  };
}
