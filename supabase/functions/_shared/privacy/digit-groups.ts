/** A run of digit groups as written ("4111 1111 1111 1111"), split at its separators. */
export interface DigitGroups {
  /** Each group's offset in the run and its text. */
  groups: { offset: number; text: string }[];
  /** The separators between groups, in order. */
  separators: string[];
}

/** The groups `group` (a global pattern) finds in `written`, and what stands between them. */
export function splitDigitGroups(written: string, group: RegExp): DigitGroups {
  const groups = [...written.matchAll(group)].map((match) => ({
    offset: match.index,
    text: match[0],
  }));
  const separators = groups
    .slice(1)
    .map((next, index) =>
      written.slice(groups[index]!.offset + groups[index]!.text.length, next.offset),
    );
  return { groups, separators };
}

/**
 * Every stretch of whole groups, longest first: a candidate that took in a year before the
 * number or a count after it ("in 2019 617-555-0142", "4111 1111 1111 1111 12/27") is tried
 * without them. At most 28 stretches for the 7 groups a candidate can have.
 */
export function groupStretches(written: string, groups: DigitGroups['groups']) {
  const stretches: { offset: number; text: string; groupCount: number }[] = [];
  for (let size = groups.length; size >= 1; size--) {
    for (let first = 0; first + size <= groups.length; first++) {
      const head = groups[first]!;
      const tail = groups[first + size - 1]!;
      stretches.push({
        offset: head.offset,
        text: written.slice(head.offset, tail.offset + tail.text.length),
        groupCount: size,
      });
    }
  }
  return stretches;
}
