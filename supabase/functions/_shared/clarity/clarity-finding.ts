/**
 * One thing the analysis noticed (retext or our own checks), with its character range in the
 * analysed text.
 */
export interface Finding {
  source: string;
  rule: string;
  actual: string;
  expected: string[];
  start: number;
  end: number;
}
