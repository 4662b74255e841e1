import { testFamily } from './family-cases.test-support.ts';

testFamily('jargon', {
  rewrites: [
    { draft: 'We will implement the plan in May.', refined: 'We will carry out the plan in May.' },
    { draft: 'The plan was implemented in May.', refined: 'The plan was carried out in May.' },
    { draft: 'The assay detected 12 cases.', refined: 'The assay found 12 cases.' },
    { draft: 'We obtained consent from 40 adults.', refined: 'We got consent from 40 adults.' },
    { draft: 'We will disseminate the results.', refined: 'We will share the results.' },
    { draft: 'We quantified the loss.', refined: 'We measured the loss.' },
    { draft: 'The objective is to cut costs.', refined: 'The aim is to cut costs.' },
    { draft: 'The outcomes were similar.', refined: 'The results were similar.' },
    { draft: 'It is a heterogeneous cohort.', refined: 'It is a mixed group.' },
    { draft: 'The optimal dose is 5 mg.', refined: 'The best dose is 5 mg.' },
    {
      draft: 'Some factors (e.g., age) matter.',
      refined: 'Some factors (for example, age) matter.',
    },
    { draft: 'One factor, i.e. age, matters.', refined: 'One factor, that is age, matters.' },
    { draft: 'Further investigation is needed.', refined: 'Further study is needed.' },
  ],
  leavesAlone: [
    // Connectives are the default's (connectives-rule.ts), which FORMAL leaves out.
    'Therefore, the dose is 5 mg.',
    'The objective measure was weight.',
    'The implemented changes held.',
    'Consent was obtained from 40 adults.',
    'Participants are required to fast.',
    'It was a cohort study of 300 adults.',
    'We seek to understand the cause.',
    'She wrote "leverage" on the slide.',
    'It rose by an order of magnitude.',
    'Run `optimal_dose()` again.',
  ],
});
