import assert from 'node:assert/strict';
import fc from 'fast-check';
import { extractFacts } from './fact-extraction.ts';
import { hardFactPatterns } from './fact-patterns.ts';

/**
 * Drafts in the style of real research prose (abstracts, e-mails to collaborators, grant
 * paragraphs, reviewer replies), each with every fact it holds, in reading order, written as
 * `kind text`. Hard kinds must survive a refinement; `name` and `negation` are soft.
 */
type Case = [draft: string, facts: string[]];

const abstracts: Case[] = [
  ['Mortality fell by 12% over the study period.', ['percentage 12%']],
  ['Response rates were 12 % in the first wave.', ['percentage 12 %']],
  ['About 40 percent of clinics replied.', ['percentage 40 percent']],
  ['Adherence improved by 3.5 percentage points.', ['percentage 3.5 percentage points']],
  ['We enrolled 1,204 adults aged 18-65 years.', ['number 1,204', 'range 18-65 years']],
  ['Mean age was 42.3 ± 6.1 years.', ['measurement 42.3 ± 6.1 years']],
  ['The effect was small (d = 0.21, p = 0.03).', ['number 0.21', 'p-value p = 0.03']],
  ['Groups did not differ (p > .05).', ['negation did not differ', 'p-value p > .05']],
  ['The association held after adjustment (P<0.001).', ['p-value P<0.001']],
  [
    'Odds rose 2.4-fold (95% CI 1.8–3.1).',
    ['measurement 2.4-fold', 'percentage 95%', 'name CI', 'range 1.8–3.1'],
  ],
  ['Samples were incubated at 37 °C for 48 h.', ['measurement 37 °C', 'measurement 48 h']],
  [
    'Each mouse received 5 mg/kg daily for 14 days.',
    ['measurement 5 mg/kg', 'measurement 14 days'],
  ],
  ['Cells were spun at 300 rpm for 5 min.', ['measurement 300 rpm', 'measurement 5 min']],
  ['The 2.1 kb fragment was cloned into pUC19.', ['measurement 2.1 kb', 'identifier pUC19']],
  ['BRCA1 and BRCA2 carriers were excluded.', ['identifier BRCA1', 'identifier BRCA2']],
  ['COVID-19 admissions peaked in 2021.', ['identifier COVID-19', 'number 2021']],
  [
    'We compared GPT-4 with Llama 3 on 500 prompts.',
    ['identifier GPT-4', 'name Llama', 'number 3', 'number 500'],
  ],
  ['IL-6 levels rose within 2 hours of dosing.', ['identifier IL-6', 'measurement 2 hours']],
  [
    'SARS-CoV-2 RNA was detected in 7 of 30 samples.',
    ['identifier SARS-CoV-2', 'name RNA', 'number 7', 'number 30'],
  ],
  ['Recall ranged from 0.61 to 0.88 across sites.', ['range from 0.61 to 0.88']],
  ['Scores fell between 10 and 20 points.', ['range between 10 and 20']],
  ['Costs rose from $1.2 million to $1.5 million.', ['money $1.2 million', 'money $1.5 million']],
  ['Funding totalled EUR 250,000 over 3 years.', ['money EUR 250,000', 'measurement 3 years']],
  ['The budget is 40,000 USD.', ['money 40,000 USD']],
  ['Prevalence was 1.5e-4 in the general population.', ['number 1.5e-4']],
  ['The variant reached genome-wide significance (p = 5 × 10−8).', ['p-value p = 5 × 10−8']],
  ['Temperatures dropped to −4.5 °C overnight.', ['measurement −4.5 °C']],
  ['No adverse events were reported.', ['negation No adverse']],
  [
    'Neither dose nor timing affected uptake.',
    ['negation Neither dose', 'negation dose nor timing'],
  ],
  ['Patients without diabetes were eligible.', ['negation Patients without diabetes']],
  ['The model never converged on the full data.', ['negation model never converged']],
  ['We cannot rule out residual confounding.', ['negation We cannot rule']],
  [
    'These findings weren’t replicated in Cohort B.',
    ['negation findings weren’t replicated', 'name Cohort'],
  ],
  ['The first 3 participants were pilots.', ['number 3']],
  ['Data came from the 2nd wave of the survey.', ['number 2nd']],
  ['Table 2 lists all 14 covariates.', ['number 2', 'number 14']],
  ['See Fig. 3 for the dose–response curve.', ['number 3']],
  ['Loss was 0.5% per year.', ['percentage 0.5%']],
  ['Accuracy was .92 on the held-out set.', ['number .92']],
  ['The trial is registered as NCT04368728.', ['identifier NCT04368728']],
];

const emails: Case[] = [
  ['Hi Maria, the samples ship on Monday.', ['name Maria', 'date Monday']],
  ['Dear Dr. Chen, thank you for the quick reply.', ['name Chen']],
  ['The maps were drawn by Anna K. Lindqvist.', ['name Anna K. Lindqvist']],
  [
    'In J. R. R. Okonkwo’s view, the U.S. Army data held.',
    ['name J. R. R. Okonkwo', 'name U.S. Army'],
  ],
  ['Dear Prof. Okafor, I am writing about the MRI slots.', ['name Okafor', 'name MRI']],
  ['He spoke in Lecture Theatre B. His talk ran long.', ['name Lecture', 'name Theatre']],
  ['Cells grew at 30 °C. These were counted.', ['measurement 30 °C']],
  ['Could we meet on March 3 at 10:30?', ['date March 3', 'time 10:30']],
  ['The call is at 3 pm on Thursday.', ['time 3 pm', 'date Thursday']],
  ['Please reply by 12 May 2025.', ['date 12 May 2025']],
  ['The deadline moved to 2025-06-30.', ['date 2025-06-30']],
  ['We start in September 2025.', ['date September 2025']],
  [
    'The workshop runs March 3rd, 2024 to March 5th, 2024.',
    ['date March 3rd, 2024', 'date March 5th, 2024'],
  ],
  ['I will be away until 14/07/2025.', ['date 14/07/2025']],
  ['Send the files to j.doe@uni.edu when ready.', ['email j.doe@uni.edu']],
  ['Copy lab-admin@biochem.example.org on the order.', ['email lab-admin@biochem.example.org']],
  [
    'The protocol is at https://protocols.io/view/abc-123.',
    ['url https://protocols.io/view/abc-123'],
  ],
  [
    'Slides: www.example.org/talks/2024 (see slide 12).',
    ['url www.example.org/talks/2024', 'number 12'],
  ],
  [
    'The preprint is doi:10.1101/2024.01.15.575123 if useful.',
    ['doi doi:10.1101/2024.01.15.575123'],
  ],
  [
    'See https://doi.org/10.1038/s41586-020-2649-2.',
    ['doi https://doi.org/10.1038/s41586-020-2649-2'],
  ],
  ['Run `make figures` before you push.', ['code `make figures`']],
  ['The flag `--dry-run` skips the upload.', ['code `--dry-run`']],
  ['She called it "a promising first step" in the meeting.', ['quote "a promising first step"']],
  ['The reviewer wrote “not convincing” twice.', ['quote “not convincing”']],
  ['We label these the ‘fast’ trials.', ['quote ‘fast’']],
  ["Our so-called 'quiet' group was the loudest.", ["quote 'quiet'"]],
  ['Thanks, Priya! I did not get the second file.', ['name Priya', 'negation did not get']],
  [
    'The freezer in Room 214 isn’t working again.',
    ['name Room', 'number 214', 'negation 214 isn’t working'],
  ],
  ['I have no objection to the new schedule.', ['negation have no objection']],
  ['We spent $3,400 on reagents last month.', ['money $3,400']],
  ['The quote was £12k including shipping.', ['money £12k']],
  ['Meet me at 9:15 a.m. in the lobby.', ['time 9:15 a.m.']],
  ['Our flight lands at 18:40 on Friday.', ['time 18:40', 'date Friday']],
  ['Ask Jonas about the NIH renewal.', ['name Jonas', 'name NIH']],
];

const grants: Case[] = [
  ['Aim 1 will recruit 240 participants across 4 sites.', ['number 1', 'number 240', 'number 4']],
  ['The project requests $450,000 over 36 months.', ['money $450,000', 'measurement 36 months']],
  [
    'We build on our prior work [12] and that of others [3, 4].',
    ['citation [12]', 'citation [3, 4]'],
  ],
  ['Earlier studies [5–8] used smaller cohorts.', ['citation [5–8]']],
  ['As Smith et al. (2020) showed, uptake varies.', ['citation Smith et al. (2020)']],
  ['Uptake varies by region (Smith et al., 2020).', ['citation Smith et al., 2020']],
  [
    'Two trials found this (Lee & Park, 2021; Okafor, 2019).',
    ['citation Lee & Park, 2021', 'citation Okafor, 2019'],
  ],
  ['Garcia and Ruiz (2018) reported the opposite.', ['citation Garcia and Ruiz (2018)']],
  ['The method is validated (see Chen 2022).', ['citation Chen 2022']],
  [
    'Our team at Oxford has run 3 such trials since 2015.',
    ['name Oxford', 'number 3', 'number 2015'],
  ],
  ['Year 2 costs include a 0.5 FTE technician.', ['number 2', 'number 0.5', 'name FTE']],
  [
    'Sequencing at 30x coverage costs about $1,000 per genome.',
    ['measurement 30x', 'money $1,000'],
  ],
  [
    'We will train 12 students without prior coding experience.',
    ['number 12', 'negation students without prior'],
  ],
  [
    'The renewal is due on 1 October 2025 at 17:00 GMT.',
    ['date 1 October 2025', 'time 17:00', 'name GMT'],
  ],
  ['Preliminary yields reached 68% (n = 45).', ['percentage 68%', 'number 45']],
  ['We will not collect identifiable data.', ['negation will not collect']],
  [
    'The code is public at https://github.com/example/lab-tools.',
    ['url https://github.com/example/lab-tools'],
  ],
  [
    'Data will be deposited in Zenodo (doi:10.5281/zenodo.1234567).',
    ['name Zenodo', 'doi doi:10.5281/zenodo.1234567'],
  ],
  ['Each device draws 2.5 W and weighs 120 g.', ['measurement 2.5 W', 'measurement 120 g']],
  ['The pilot ran from January to March.', ['date January', 'date March']],
  ['Storage needs grow to 40 TB by 2027.', ['measurement 40 TB', 'number 2027']],
  ['The H2O2 assay needs 10 µL per well.', ['identifier H2O2', 'measurement 10 µL']],
  [
    'We use CRISPR-Cas9 to knock out TP53 in HeLa cells.',
    ['identifier CRISPR-Cas9', 'identifier TP53', 'name HeLa'],
  ],
  [
    'Cohorts in Kenya and Peru will start in Q3 2026.',
    ['name Kenya', 'name Peru', 'identifier Q3', 'number 2026'],
  ],
  ['Approximately 1 in 5 adults meet the criteria.', ['number 1', 'number 5']],
];

const reviewerReplies: Case[] = [
  ['We thank Reviewer 2 for this comment.', ['name Reviewer', 'number 2']],
  ['As requested, we added the analysis to Section 3.2.', ['number 3.2']],
  ['The reviewer is right that n = 18 is small.', ['number 18']],
  ['We do not agree that the effect is an artefact.', ['negation do not agree']],
  ['The revised Figure 4 now shows all 6 conditions.', ['number 4', 'number 6']],
  ['We now cite Brown et al. (2019) and [22].', ['citation Brown et al. (2019)', 'citation [22]']],
  [
    'The sentence now reads "was associated with" instead of "caused".',
    ['quote "was associated with"', 'quote "caused"'],
  ],
  ['We corrected the typo on page 7, line 12.', ['number 7', 'number 12']],
  [
    'The threshold of p < 0.005 follows Benjamin et al. (2018).',
    ['p-value p < 0.005', 'citation Benjamin et al. (2018)'],
  ],
  ['We re-ran the model with 10,000 bootstrap samples.', ['number 10,000']],
  ['Results were unchanged (β = 0.12 vs 0.13).', ['number 0.12', 'number 0.13']],
  ['No participant was excluded after randomization.', ['negation No participant']],
  [
    'The comment about the 2019 data is addressed in our reply to Reviewer 1.',
    ['number 2019', 'name Reviewer', 'number 1'],
  ],
  ['We ran `lme4::lmer` with random slopes.', ['code `lme4::lmer`']],
  [
    'The Methods now state that blinding was never broken.',
    ['name Methods', 'negation was never broken'],
  ],
  ['Our response is limited to 1,000 words per the editor.', ['number 1,000']],
];

/** Texts where nothing should be taken for a fact. */
const withoutFacts: Case[] = [
  ['The results were clear and the team agreed.', []],
  ['Thanks for your help with the draft.', []],
  ['Please read the attached summary before the meeting.', []],
  ['It was a long week for everyone in the lab.', []],
  ['Several reviewers asked for more detail.', []],
];

const cases = [...abstracts, ...emails, ...grants, ...reviewerReplies, ...withoutFacts];

for (const [draft, expected] of cases) {
  Deno.test(`facts of ${JSON.stringify(draft)}`, () => {
    const found = extractFacts(draft).map((fact) => `${fact.kind} ${fact.text}`);
    assert.deepEqual(found, expected);
  });
}

Deno.test('fact extraction: the table holds at least 100 drafts', () => {
  assert.ok(cases.length >= 100, `${cases.length} cases`);
});

Deno.test('fact extraction: only names and negations are soft', () => {
  const facts = extractFacts(cases.map(([draft]) => draft).join(' '));
  for (const fact of facts)
    assert.equal(fact.hard, fact.kind !== 'name' && fact.kind !== 'negation');
});

/**
 * Cases found while building the offline engine's corpus (bench/clarity-corpus/),
 * kept in their own block so that the main table of extractor cases merges beside it.
 */
const offlineEngineCorpusCases: { name: string; text: string; hard: string[] }[] = [
  {
    name: 'a full month name ending a sentence leaves the period to the sentence',
    text: 'She will consider your request once the committee decides on 12 December.',
    hard: ['12 December'],
  },
  {
    name: 'a full month name before a year ending a sentence leaves the period too',
    text: 'The IRB approval expires on 31 May 2026. We will renew it.',
    hard: ['31 May 2026'],
  },
  {
    name: 'an abbreviated month keeps its period',
    text: 'The deadline moved to 5 Dec. 2025, a Friday.',
    hard: ['5 Dec. 2025', 'Friday'],
  },
  {
    name: 'a month first, then the day, at the end of a sentence',
    text: 'We will send the report to the board by April 30.',
    hard: ['April 30'],
  },
  {
    name: '"Sept." is an abbreviation, "September" is not',
    text: 'Closed from Sept. 3 to the end of September.',
    hard: ['Sept. 3', 'September'],
  },
  {
    name: 'e-mail addresses are found whole, with dots and plus signs in the local part',
    text: 'Write to j.moreno@uni-example.edu or to lab+orders@example.org today.',
    hard: ['j.moreno@uni-example.edu', 'lab+orders@example.org'],
  },
  {
    name: 'one unbroken 8,000-character word holds no fact (and is read in linear time)',
    text: 'x'.repeat(8_000),
    hard: [],
  },
];

for (const { name, text, hard } of offlineEngineCorpusCases) {
  Deno.test(`fact extraction (offline engine corpus): ${name}`, () => {
    const found = extractFacts(text)
      .filter((fact) => fact.hard)
      .map((fact) => fact.text);
    assert.deepEqual(found, hard);
  });
}

Deno.test('fact extraction (offline engine corpus): every "n\'t" word is one negation', () => {
  const negations = extractFacts("We didn't see it, and it isn't there; they can't say.")
    .filter((fact) => fact.kind === 'negation')
    .map((fact) => fact.text);
  assert.deepEqual(negations, ["We didn't see", "it isn't there", "they can't say"]);
});

/** Every pattern on every text: what skipping a pattern a text cannot match must not change. */
const everyPattern = hardFactPatterns.map(
  ({ needsNumeral: _numeral, needs: _needed, ...pattern }) => pattern,
);

Deno.test(
  'fact extraction: skipping a pattern whose numeral or needed text is missing changes nothing',
  () => {
    const pieces = fc.constantFrom(
      ' ',
      '.',
      ',',
      '(',
      ')',
      '-',
      '–',
      '—',
      '−',
      '±',
      '+/-',
      '+',
      '<',
      '>',
      '=',
      '≤',
      '≥',
      '%',
      '$',
      '€',
      '"',
      '“',
      '”',
      "'",
      '`',
      '@',
      ':',
      '/',
      '\n',
      'p',
      'P',
      'p-value',
      'values',
      'of',
      'from',
      'mg',
      'kg',
      'CI',
      'Maria',
      'COVID',
      'IL',
      'et al',
      'and',
      'not',
      "didn't",
      'between',
      'to',
      'December',
      'Dec',
      'Friday',
      'percent',
      'per cent',
      'pct',
      'pp',
      'USD',
      'dollars',
      'am',
      'p.m.',
      '‘',
      '’',
      '10.1234/ab',
      'doi',
      'www.',
      'https://',
      'x.org',
      '0',
      '1',
      '7',
      '12',
      '2025',
      '3.5',
      '²',
      '٣',
      'Ⅻ',
      '½',
      '१',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        assert.deepEqual(extractFacts(text), extractFacts(text, everyPattern));
      }),
      { numRuns: 2_000 },
    );
    for (const [draft] of cases)
      assert.deepEqual(extractFacts(draft), extractFacts(draft, everyPattern));
  },
);

Deno.test("fact patterns: a pattern's needed text is in every match of it, or about it", () => {
  const guarded = hardFactPatterns.filter((pattern) => pattern.needs !== undefined);
  assert.ok(guarded.length > 0);
  const pieces = fc.constantFrom(
    ' ',
    '\n',
    'a',
    'p',
    'P',
    'p-values',
    'P value',
    'of',
    'was',
    'from',
    'between',
    'and',
    'to',
    '-',
    '–',
    '—',
    '−',
    '±',
    '+/-',
    '+-',
    '<',
    '<=',
    '≥',
    '=',
    '.',
    ',',
    '1',
    '05',
    '1,200',
    '3.5',
    '2e-4',
    ' × 10^-6',
    'mg',
    '%',
    'kg',
    'years',
    'p-value of 0.2',
    'p < .05',
    'from 3 to 4',
    'between 2 and 5 mg',
    '1 to 2',
    '5–7%',
    '4.1 ± 0.3',
    '$',
    'USD',
    'euros',
    '3:15',
    '9 pm',
    '"',
    '“',
    "'",
    '(2021)',
    'Smith',
    '(',
    ')',
    'et al.',
    '2021',
    'COVID-19',
    'IL',
    '6',
    'B',
    'x+',
    'www.x.org',
    'https://x.org',
    '10.1234/abc',
    'per cent',
    'pct',
    'pp',
  );
  const texts = [
    ...cases.map(([draft]) => draft),
    ...fc.sample(
      fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join('')),
      { numRuns: 4_000, seed: 35 },
    ),
  ];
  for (const { kind, pattern, needs, needsAround } of guarded) {
    let matched = 0;
    for (const text of texts) {
      for (const match of text.matchAll(pattern)) {
        matched += 1;
        const read = needsAround ? text : match[0];
        assert.ok(needs!.test(read), `${kind} matched "${match[0]}" in "${text}" without ${needs}`);
      }
    }
    assert.ok(matched > 0, `no text matched the ${kind} pattern ${pattern.source.slice(0, 40)}`);
  }
});
