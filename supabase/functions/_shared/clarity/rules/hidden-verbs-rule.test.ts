import { testFamily } from './family-cases.test-support.ts';

testFamily('hidden-verbs', {
  rewrites: [
    // The light verb's tense and person carry over to the verb.
    { draft: 'We make a decision today.', refined: 'We decide today.' },
    { draft: 'She makes a decision today.', refined: 'She decides today.' },
    { draft: 'We made a decision yesterday.', refined: 'We decided yesterday.' },
    { draft: 'We have made a decision.', refined: 'We have decided.' },
    { draft: 'We are making a decision.', refined: 'We are deciding.' },
    { draft: 'We made the decision to stop.', refined: 'We decided to stop.' },
    {
      draft: 'The panel is conducting an analysis of the data.',
      refined: 'The panel is analyzing the data.',
    },
    { draft: 'They conducted analyses of both arms.', refined: 'They analyzed both arms.' },
    {
      draft: 'We will carry out a review of the accounts.',
      refined: 'We will review the accounts.',
    },
    { draft: 'We carried out a review of the accounts.', refined: 'We reviewed the accounts.' },
    {
      draft: 'Having carried out an examination of the data, we agreed.',
      refined: 'Having examined the data, we agreed.',
    },
    {
      draft: 'She will give consideration to your request.',
      refined: 'She will consider your request.',
    },
    { draft: 'Please make an application for the grant.', refined: 'Please apply for the grant.' },
    { draft: 'The lab has a requirement for gloves.', refined: 'The lab needs gloves.' },
    { draft: 'It had an impact on recruitment.', refined: 'It affected recruitment.' },
    { draft: 'We made use of the cluster.', refined: 'We used the cluster.' },
    { draft: 'They reached a conclusion quickly.', refined: 'They concluded quickly.' },
    { draft: 'Making changes to the criteria helps.', refined: 'Changing the criteria helps.' },
    {
      draft: 'We made a significant contribution to the field.',
      refined: 'We significantly contributed to the field.',
    },
    {
      draft: 'They conducted a thorough analysis of the data.',
      refined: 'They thoroughly analyzed the data.',
    },
    {
      draft: 'The team organised an analysis of the data and conducted an analysis of the logs.',
      refined: 'The team organised an analysis of the data and analysed the logs.',
    },
    // "be" + a phrase for one verb: its form sets the verb's.
    { draft: 'The grant is applicable to fees.', refined: 'The grant applies to fees.' },
    { draft: 'The grants are applicable to fees.', refined: 'The grants apply to fees.' },
    {
      draft: 'The payment was dependent on receipts.',
      refined: 'The payment depended on receipts.',
    },
    {
      draft: 'All sites were in compliance with the protocol.',
      refined: 'All sites complied with the protocol.',
    },
    { draft: 'We are of the opinion that it works.', refined: 'We believe that it works.' },
    { draft: 'The rule is in need of revision.', refined: 'The rule needs revision.' },
    {
      draft: 'We have taken the reviewer’s point into consideration.',
      refined: 'We have considered the reviewer’s point.',
    },
    { draft: 'They took age into account.', refined: 'They considered age.' },
  ],
  leavesAlone: [
    'We conducted an analysis.',
    'We made a final decision.',
    'The decision was made in May.',
    'The decision is final.',
    'We will make every effort to attend.',
    'She said "we made a decision" twice.',
    'Run `make a decision` in the shell.',
    'The Making of a Decision Handbook is attached.',
    'The grant is not applicable to fees.',
  ],
});
