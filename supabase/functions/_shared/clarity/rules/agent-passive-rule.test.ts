import { testFamily } from './family-cases.test-support.ts';

testFamily('passive', {
  rewrites: [
    { draft: 'The data was analyzed by the team.', refined: 'The team analyzed the data.' },
    {
      draft: 'The data were analysed by two coders in May.',
      refined: 'Two coders analysed the data in May.',
    },
    { draft: 'The plan is reviewed by the board.', refined: 'The board reviews the plan.' },
    { draft: 'The plans are reviewed by the boards.', refined: 'The boards review the plans.' },
    { draft: 'The report was written by Maria.', refined: 'Maria wrote the report.' },
    {
      draft: 'The paper has been reviewed by two referees.',
      refined: 'Two referees have reviewed the paper.',
    },
    {
      draft: 'The paper has been reviewed by the editor.',
      refined: 'The editor has reviewed the paper.',
    },
    { draft: 'It will be revised by the authors.', refined: 'The authors will revise it.' },
    {
      draft: 'The study was carried out by a small team.',
      refined: 'A small team carried out the study.',
    },
    { draft: 'We were contacted by the editor.', refined: 'The editor contacted us.' },
    {
      draft: 'These findings were presented by us in 2023.',
      refined: 'We presented these findings in 2023.',
    },
    {
      draft: 'The form was carefully checked by the nurse.',
      refined: 'The nurse carefully checked the form.',
    },
    { draft: 'The form was utilized by the nurses.', refined: 'The nurses used the form.' },
    {
      draft: 'In 2020, the data were collected by our nurses.',
      refined: 'In 2020, our nurses collected the data.',
    },
    {
      draft: 'We met, and the minutes were taken by the secretary.',
      refined: 'We met, and the secretary took the minutes.',
    },
    {
      draft: 'The memory test was scored by two raters using the key.',
      refined: 'Two raters scored the memory test using the key.',
    },
    { draft: 'Responses were coded by two raters.', refined: 'Two raters coded responses.' },
    // A name with initials or a title moves whole, never cut at the initial's full stop.
    {
      draft: 'The songs were written by Anna K. Lindqvist and Tomas B. Berg.',
      refined: 'Anna K. Lindqvist and Tomas B. Berg wrote the songs.',
    },
    {
      draft: 'The survey was designed by J. R. R. Okonkwo and colleagues.',
      refined: 'J. R. R. Okonkwo and colleagues designed the survey.',
    },
    { draft: 'The report was written by Dr. Okafor.', refined: 'Dr. Okafor wrote the report.' },
  ],
  leavesAlone: [
    'The report was submitted by the end of May.',
    'The samples were labelled by hand.',
    'Costs increased by 12% last year.',
    'The draft was not approved by the board.',
    'The samples were collected by the team and were shipped to Oslo.',
    'The data were collected by nurses who were blinded.',
    'The model was trained by gradient descent.',
    'The method was proposed by Smith et al. (2020).',
    'The quote reads "the data was analyzed by the team".',
    'Jones was told by the editor.',
    // A capitalised singular at the head of a sentence may be a name: it stays.
    'Memory was assessed by two raters.',
    'The report says the data was analyzed by the team.',
    // Past the name's parts the agent may not run on into the next verb.
    'The samples were collected by the team and nurses analysed them.',
    // Eight words of a name and more: too long to move whole, so it stays.
    'The hymns were written by Anna K. Lindqvist and Tomas B. Berg and Eva Q. Holm.',
  ],
});
