import assert from 'node:assert/strict';
import { strengthOf, strongestClaim } from './claim-reading-cases.test-support.ts';

/**
 * The reading's cue families, each a table in research prose: what a sentence states, and how
 * strongly (Sumner et al., 2014; bench/claims-corpus/README.md holds the rules).
 */
const families: Record<string, readonly (readonly [string, string])[]> = {
  'causal verbs with an object': [
    ['Exercise reduced anxiety in older adults.', 'causal'],
    ['Statins lower cholesterol.', 'causal'],
    ['The drought has damaged the harvest.', 'causal'],
    ['Rising temperatures are driving the shift of fish stocks.', 'causal'],
    ['The treatment did not prevent relapse.', 'causal'],
    ['Pain was reduced by the new dressing.', 'causal'],
    ['Gratitude journaling helps people feel less anxious.', 'causal'],
    ['The coating makes the blades less prone to icing.', 'causal'],
  ],
  'causal phrases': [
    ['The tax led to a fall in purchases.', 'causal'],
    ['Remission resulted from weight loss.', 'causal'],
    ['The decline was due to the late frost.', 'causal'],
    ['Class size had no effect on attainment.', 'causal'],
    ['Deforestation is a major driver of biodiversity loss.', 'causal'],
    ['Vaccination protects against severe disease.', 'causal'],
  ],
  'correlational cues': [
    ['Walking was associated with fewer falls.', 'correlational'],
    ['Loneliness is linked to heart disease.', 'correlational'],
    ['Fibre intake correlated weakly with mortality.', 'correlational'],
    ['Anxiety and insomnia were strongly correlated.', 'correlational'],
    ['Loneliness predicted depression two years later.', 'correlational'],
    ['Smokers were more likely to be readmitted.', 'correlational'],
    ['No significant association was found between meat and cancer.', 'correlational'],
    ['Scores did not differ significantly between the two arms.', 'correlational'],
    ['Cases rose after schools reopened.', 'correlational'],
  ],
  comparisons: [
    ['Infection rates were higher among smokers.', 'correlational'],
    ['Response times were slower in the dual-task condition.', 'correlational'],
    ['Concentrations were highest near the outlets.', 'correlational'],
    ['Prevalence was twice as high in the poorest quintile.', 'correlational'],
    ['The treated plants flowered a week earlier than the controls.', 'correlational'],
  ],
  'hedged causes': [
    ['Statins may reduce delirium after surgery.', 'conditional'],
    ['Mindfulness appears to reduce rumination.', 'conditional'],
    ['Our data suggest that tutoring improves fluency.', 'conditional'],
    ['We hypothesise that farm exposure reduces allergy.', 'conditional'],
    ['The frost probably reduced the yield.', 'conditional'],
    ["Teachers' expectations can shape achievement.", 'conditional'],
    ['The drug is thought to lower the risk of stroke.', 'conditional'],
    ['Rising temperatures are likely to increase wildfires.', 'conditional'],
  ],
  'hedged associations stay correlational': [
    ['Sleep may be associated with grades.', 'correlational'],
    ['Children who used screens tended to sleep less.', 'correlational'],
  ],
  'relations asked, aimed at or mentioned, not stated': [
    ['This study examined whether activity is associated with decline.', 'none'],
    ['The aim was to assess the effect of school meals on attainment.', 'none'],
    ['We will test the hypothesis that microplastics impair feeding.', 'none'],
    ['Can we drop the sentence claiming the diet prevents diabetes?', 'none'],
    ['Our design cannot establish that the policy reduced crime.', 'none'],
    ["We removed the word 'prevents' from the title.", 'none'],
    ['Diabetes affects more than 400 million people.', 'none'],
    ['We reduced the dose after the first week.', 'none'],
    ['Participants were randomly assigned to two groups.', 'none'],
    ['Scores increased by 4 points over the year.', 'none'],
    ["You know the pilot's limits best.", 'none'],
    ['The pilot’s limits were clear to everyone.', 'none'],
  ],
  'a relation set aside is not stated': [
    ['The exposure was associated with, rather than caused, the decline.', 'correlational'],
  ],
};

for (const [family, cases] of Object.entries(families)) {
  for (const [sentence, strength] of cases) {
    Deno.test(`claims, ${family}: "${sentence}" reads ${strength}`, () => {
      assert.equal(strengthOf(sentence), strength);
    });
  }
}

/** Each qualifier family, with the words the reading must find, as written. */
const qualifiers: readonly {
  family: 'hedges' | 'scope' | 'quantifiers' | 'statistical';
  sentence: string;
  found: readonly string[];
}[] = [
  { family: 'hedges', sentence: 'Statins might lower the risk.', found: ['might'] },
  {
    family: 'hedges',
    sentence: 'The results seem to suggest a benefit.',
    found: ['seem to', 'suggest'],
  },
  {
    family: 'hedges',
    sentence: 'Preliminary data indicate a small effect.',
    found: ['Preliminary', 'indicate'],
  },
  { family: 'hedges', sentence: 'The gap was partly due to funding.', found: ['partly'] },
  { family: 'hedges', sentence: 'Yields were about 20% higher.', found: ['about'] },
  { family: 'hedges', sentence: 'Users were more likely to return.', found: [] },
  {
    family: 'scope',
    sentence: 'The compound slowed tumour growth in aged mice.',
    found: ['in aged mice'],
  },
  {
    family: 'scope',
    sentence: 'Walking was linked to fewer falls among adults over 65.',
    found: ['among adults over 65'],
  },
  {
    family: 'scope',
    sentence: 'The antibody neutralised the virus in vitro.',
    found: ['in vitro'],
  },
  {
    family: 'scope',
    sentence: 'Predation was higher during the 2022 breeding season.',
    found: ['during the 2022 breeding season'],
  },
  {
    family: 'scope',
    sentence: 'In this sample, smaller classes had higher attendance.',
    found: ['In this sample'],
  },
  { family: 'scope', sentence: 'The tax cut purchases in Mexico.', found: ['in Mexico'] },
  { family: 'scope', sentence: 'Knockout mice showed fewer spines.', found: ['Knockout mice'] },
  { family: 'quantifiers', sentence: 'Some participants reported headaches.', found: ['Some'] },
  { family: 'quantifiers', sentence: 'Most teachers found the training useful.', found: ['Most'] },
  { family: 'quantifiers', sentence: 'A few patients developed a rash.', found: ['A few'] },
  { family: 'quantifiers', sentence: 'It took some 40 minutes.', found: [] },
  { family: 'quantifiers', sentence: 'I have followed your work for some time.', found: [] },
  {
    family: 'statistical',
    sentence: 'There was no significant difference in pain.',
    found: ['no significant'],
  },
  {
    family: 'statistical',
    sentence: 'Meat was not significantly associated with cancer.',
    found: ['not significantly'],
  },
  {
    family: 'statistical',
    sentence: 'After adjustment for income, green space remained associated with asthma.',
    found: ['After adjustment for'],
  },
  {
    family: 'statistical',
    sentence: 'Mortality was marginally higher (p = 0.06).',
    found: ['marginally'],
  },
];

for (const { family, sentence, found } of qualifiers) {
  Deno.test(`claims, ${family}: "${sentence}" holds ${JSON.stringify(found)}`, () => {
    const claim = strongestClaim(sentence)!;
    assert.deepEqual(
      claim[family].map((each) => each.text),
      found,
    );
  });
}

Deno.test('claims, tense: a study’s result in the past, a generic claim in the present', () => {
  const tense = (text: string) => strongestClaim(text)?.tense;
  assert.equal(tense('Walking was associated with fewer falls.'), 'past');
  assert.equal(tense('Loneliness has been linked to heart disease.'), 'past');
  assert.equal(tense('Children who read daily had larger vocabularies.'), 'past');
  assert.equal(tense('Metformin didn’t reduce HbA1c.'), 'past');
  assert.equal(tense('Walking is associated with fewer falls.'), 'present');
  assert.equal(tense('Exercise reduces anxiety.'), 'present');
  assert.equal(tense('Statins may reduce delirium.'), 'present');
  assert.equal(tense('The policy cut emissions.'), 'unknown');
});

Deno.test(
  'claims: one reading per sentence of the document, a request and a greeting read as none',
  () => {
    const text = 'Hi Ana,\n\nExercise reduced anxiety in mice. Could you send the data? Thanks!';
    const claim = strongestClaim(text)!;
    assert.equal(claim.strength, 'causal');
    assert.equal(claim.cue?.text, 'reduced');
    assert.equal(claim.cue?.group.text, 'reduced');
    assert.deepEqual(
      claim.scope.map((scope) => scope.head),
      ['mice'],
    );
  },
);
