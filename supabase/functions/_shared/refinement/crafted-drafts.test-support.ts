import fc from 'fast-check';

/**
 * Drafts an abuser would craft to make the pipeline work hard: runs of one character (brackets,
 * quotes, capitals, digits, dots, "@", hyphens, spaces), very long tokens, deep nesting, and
 * phrases the rules rewrite or facts the lock keeps repeated without end, alone or mixed with
 * real prose. Each is a pattern that can be written at any length, so one draft is measured at
 * 1,000, 2,000, 4,000 and 8,000 characters. Shared by the adversarial property and
 * `npm run bench:adversarial`.
 */
export interface CraftedPattern {
  head: string;
  /** Repeated over the first `split` share of the room the head and tail leave… */
  first: string;
  /** …and this over the rest. */
  second: string;
  split: number;
  tail: string;
}

const fill = (unit: string, length: number) =>
  length <= 0 || unit === '' ? '' : unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** The pattern written at `length` characters (what the route accepts is at most 8,000). */
export function writeAt(pattern: CraftedPattern, length: number): string {
  const { head, first, second, split, tail } = pattern;
  const room = Math.max(0, length - head.length - tail.length);
  const firstLength = Math.round(room * split);
  return `${head}${fill(first, firstLength)}${fill(second || first, room - firstLength)}${tail}`.slice(
    0,
    length,
  );
}

/** A short name for tables: the pattern's parts as JSON, cut. */
export function describe(pattern: CraftedPattern): string {
  const { head, first, second, split, tail } = pattern;
  const text = JSON.stringify(split === 1 ? [head, first, tail] : [head, first, second, tail]);
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
}

/** Characters whose runs once made a pattern or a loop restart at each of them. */
export const runCharacters = [
  ...'()[]{}<>',
  ...`"'“”‘’\``,
  'A',
  'Z',
  'É',
  '0',
  '1',
  '9',
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '@',
  '-',
  '–',
  '—',
  '+',
  '*',
  '_',
  '#',
  '$',
  '%',
  '&',
  '/',
  '\\',
  '^',
  '=',
  '±',
  '×',
  ' ',
  '\t',
  '\n',
] as const;

/** Words and facts the rules and the lock read: each pattern mixes some with the runs. */
const phrases = [
  'We utilize it in order to help. ',
  'very ',
  'may possibly ',
  'Very may possibly 2 January 1998. ',
  'Basically, may 2 June work? ',
  'the data was analyzed by the team ',
  'is analyzed by ',
  'We would like to kindly ask you to ',
  'It is important to note that ',
  'perhaps, ',
  'no ',
  "don't ",
  'Smith et al. (2020) ',
  '(Smith and Jones, 2019) ',
  '[12] ',
  'p < 0.05 ',
  '12% ',
  'between 4 and 9 mg ',
  '3 pm ',
  'May 2 ',
  'https://x.org/a_(b) ',
  '10.1000/xyz ',
  'j.doe@uni.edu ',
  '"a quoted phrase" ',
  '`code()` ',
  'BRCA1 ',
  'COVID-19 ',
  'Cheers, ',
  'Hi all, ',
  // What the impact reading and its rewrites read: stock phrases, wrapped asks, deadlines.
  'I hope this email finds you well. ',
  'I was wondering if you might possibly be open to the idea of ',
  'Could you send it by Friday 14 March? ',
  ', and let us know ',
  'please ',
  'Just following up, in case it got buried in your inbox',
  'sometime in the next few weeks',
  ' for some time',
  'We would like to ask whether it would ',
  'It showed that ',
  'The new time is ',
  '**bold ',
  '# heading\n',
  '> quoted line\n',
] as const;

/** Real research prose, for drafts where crafted runs sit among ordinary sentences. */
const prose =
  'We enrolled 112 adults in March 2024 and followed them for 14 days; response rates were 12% lower than in the pilot (Smith et al., 2020), so we would like to utilize the revised protocol for the main trial. ';

const run = fc.constantFrom(...runCharacters);
const phrase = fc.constantFrom(...phrases, prose);
const unit = fc.oneof(
  run,
  fc.array(run, { minLength: 2, maxLength: 5 }).map((parts) => parts.join('')),
  fc.tuple(phrase, run).map(([words, character]) => `${words}${character}`),
  fc.tuple(run, phrase).map(([character, words]) => `${character}${words}`),
  phrase,
  // Long tokens: letters, digits and joiners without a space.
  fc.constantFrom('a', 'aA1', 'A1-', 'a+', 'Ab-', 'a.b', 'a/b', 'x_1'),
);
const head = fc.constantFrom(
  '',
  '',
  'See http://a.b/',
  'doi:10.1000/x',
  'Very may possibly 2 January 1998. See http://a.b/',
  '(',
  '"',
  'A',
  'no',
  'in',
  '**',
  '```',
  'Dear Maria,\n',
);
const tail = fc.constantFrom('', '', ' (2020)', ')', '5', '" he said.', ' b', '.', '\nCheers,');

/** Runs and mixes: one unit throughout, or a second one after it (a run, then prose). */
const mixed = fc.record({
  head,
  first: unit,
  second: unit,
  split: fc.constantFrom(1, 0.5, 0.9, 0.1),
  tail,
});

/** Deep nesting: every opening first, every closing after. */
const nested = fc
  .constantFrom('(', '[', '{', '"', '“', '‘', "'", '((', '[(', '*', '_', '`', '**', '(A')
  .map((open) => {
    const close = [...open]
      .reverse()
      .map(
        (character) =>
          ({ '(': ')', '[': ']', '{': '}', '“': '”', '‘': '’' })[character] ?? character,
      )
      .join('');
    return { head: '', first: open, second: close, split: 0.5, tail: '' };
  });

/** Any crafted draft pattern. */
export const craftedPattern: fc.Arbitrary<CraftedPattern> = fc.oneof(
  { arbitrary: mixed, weight: 4 },
  { arbitrary: nested, weight: 1 },
);

/** The crafted draft reported to hang the stack: a date, a link and 5,300 ")", wordy sentences. */
export const reportedDraft: CraftedPattern = {
  head: 'Very may possibly 2 January 1998. See http://a.b/',
  first: ')',
  second: ' We utilize it in order to help.',
  split: 0.67,
  tail: '',
};

/** The lengths each pattern is written at. */
export const craftedLengths = [1_000, 2_000, 4_000, 8_000] as const;
