import { testFamily } from './family-cases.test-support.ts';

testFamily('plain-words', {
  rewrites: [
    // Every inflection of a verb, answered in the same one.
    { draft: 'We utilize the survey.', refined: 'We use the survey.' },
    { draft: 'She utilizes the survey.', refined: 'She uses the survey.' },
    { draft: 'We utilized the survey last year.', refined: 'We used the survey last year.' },
    { draft: 'We are utilizing the survey.', refined: 'We are using the survey.' },
    { draft: 'The survey was utilised twice.', refined: 'The survey was used twice.' },
    // An irregular replacement: the past and the participle are told apart by what precedes.
    { draft: 'We demonstrated a gain.', refined: 'We showed a gain.' },
    { draft: 'It has been demonstrated before.', refined: 'It has been shown before.' },
    { draft: 'Earlier work has demonstrated this.', refined: 'Earlier work has shown this.' },
    { draft: 'We will ascertain the cause.', refined: 'We will find out the cause.' },
    { draft: 'They ascertained the cause.', refined: 'They found out the cause.' },
    { draft: 'Ascertaining the cause took weeks.', refined: 'Finding out the cause took weeks.' },
    { draft: 'The lab complies with the rules.', refined: 'The lab follows the rules.' },
    { draft: 'We have successfully completed the pilot.', refined: 'We have completed the pilot.' },
    { draft: 'We attempted to call.', refined: 'We tried to call.' },
    // Nouns in both numbers, adjectives, and phrases.
    { draft: 'The methodology is new.', refined: 'The method is new.' },
    { draft: 'Both methodologies failed.', refined: 'Both methods failed.' },
    { draft: 'We need additional samples.', refined: 'We need more samples.' },
    { draft: 'We need an additional sample.', refined: 'We need an extra sample.' },
    { draft: 'This is sufficient for now.', refined: 'This is enough for now.' },
    { draft: 'Prior to the launch, we met.', refined: 'Before the launch, we met.' },
    { draft: 'We met in order to plan.', refined: 'We met to plan.' },
    { draft: 'A number of samples were lost.', refined: 'Several samples were lost.' },
    { draft: 'In the event that it rains, we stay.', refined: 'If it rains, we stay.' },
    { draft: 'With regard to the budget, we agree.', refined: 'As for the budget, we agree.' },
    {
      draft: 'We wrote to them with regard to the budget.',
      refined: 'We wrote to them about the budget.',
    },
    { draft: 'It is due subsequent to delivery.', refined: 'It is due after delivery.' },
    { draft: 'It applies pursuant to the contract.', refined: 'It applies under the contract.' },
    { draft: 'We are in the process of revising it.', refined: 'We are revising it.' },
    { draft: 'It happened in the month of May.', refined: 'It happened in May.' },
    { draft: 'We recruited a total of 48 adults.', refined: 'We recruited 48 adults.' },
    // Connectives heading a clause, and words from the plain-language lists.
    { draft: 'Furthermore, the cost fell.', refined: 'Also, the cost fell.' },
    {
      draft: 'The dose was low; therefore, we stopped.',
      refined: 'The dose was low; so, we stopped.',
    },
    { draft: 'We propose a novel method.', refined: 'We propose a new method.' },
    { draft: 'The method requires two steps.', refined: 'The method needs two steps.' },
    { draft: 'Therefore, the dose is 5 mg.', refined: 'So, the dose is 5 mg.' },
    {
      draft: 'The files are currently stored offline.',
      refined: 'The files are now stored offline.',
    },
    { draft: 'We wrote regarding the budget.', refined: 'We wrote about the budget.' },
    { draft: 'Some individuals declined.', refined: 'Some people declined.' },
    { draft: 'We met whilst in Oslo.', refined: 'We met while in Oslo.' },
    {
      draft: 'We were unaware of the fact that it ended.',
      refined: 'We were unaware that it ended.',
    },
    {
      draft: 'It failed for the reason that it was cold.',
      refined: 'It failed because it was cold.',
    },
    {
      draft: 'We stored it for a short period of time.',
      refined: 'We stored it for a short time.',
    },
    { draft: 'The lab is in a position to help.', refined: 'The lab can help.' },
    { draft: 'We leveraged the registry.', refined: 'We used the registry.' },
    { draft: 'We identified three factors.', refined: 'We found three factors.' },
    { draft: 'We fit it through the use of splines.', refined: 'We fit it by using splines.' },
    {
      draft: 'We describe the way in which cells divide.',
      refined: 'We describe how cells divide.',
    },
    // Latin abbreviations: in English in running text, kept in brackets (APA).
    {
      draft: 'Some markers, e.g. CRP, rose.',
      refined: 'Some markers, for example CRP, rose.',
    },
  ],
  leavesAlone: [
    // Protected spans: quotes, code, URLs, titles, names.
    'The reviewer wrote "we utilize the survey in order to measure recall".',
    'Call `utilize_survey()` prior_to the launch.',
    'See https://example.org/prior-to/in-order-to for details.',
    'The Office of Research Utilization approved it.',
    'Dr. Numerous joined the team.',
    // Its false friends: nouns, adjectives, and phrases that mean something else here.
    'The modified protocol is attached.',
    'We made an attempt to call.',
    'The purchase was approved.',
    'We maintain that the effect is real.',
    'The effect is maintained beyond 12 weeks.',
    'We ensure quality at every step.',
    'It snows at this time of year.',
    'A total of 96 participants took part.',
    'We will publish whether or not the results are significant.',
    'The effect was not many times larger.',
    'Some markers (e.g. CRP) rose.',
    'Regarding it as settled, they left.',
    'The therapy is therefore safe.',
    'It is deep and is, therefore, the coldest lake.',
    'The novel was long.',
    'It is required by law.',
    'We identified it as a risk.',
  ],
});
