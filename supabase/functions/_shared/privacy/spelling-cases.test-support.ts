import type { PrivacyCase } from './privacy-case.test-support.ts';

/**
 * Values as people actually type or paste them: grouped with no-break, thin or ideographic
 * spaces and en dashes, in full-width characters, with invisible characters inside, glued to a
 * cue's colon, inside ordinary links, written again in another case or spacing. Each is kept
 * back exactly as typed.
 */
export const spellingCases: PrivacyCase[] = [
  {
    name: 'a card grouped with no-break spaces',
    text: 'Charge the incentives to 4111\u00A01111\u00A01111\u00A01111 by Friday.',
    withheld: [['card', '4111\u00A01111\u00A01111\u00A01111']],
  },
  {
    name: 'a card grouped with thin spaces',
    text: 'The lab card is 5105\u20091051\u20090510\u20095100, expiry 12/27.',
    withheld: [['card', '5105\u20091051\u20090510\u20095100']],
  },
  {
    name: 'a card grouped with narrow no-break spaces',
    text: 'Pay with 4012\u202F8888\u202F8888\u202F1881 and keep the receipt.',
    withheld: [['card', '4012\u202F8888\u202F8888\u202F1881']],
  },
  {
    name: 'a card grouped with en dashes',
    text: 'Use 5105–1051–0510–5100 for the reagent order.',
    withheld: [['card', '5105–1051–0510–5100']],
  },
  {
    name: 'a card in full-width digits',
    text: 'カード番号：４１１１ １１１１ １１１１ １１１１。',
    withheld: [['card', '４１１１ １１１１ １１１１ １１１１']],
  },
  {
    name: 'a card in full-width digits and ideographic spaces',
    text: 'Card: ６０１１\u3000１１１１\u3000１１１１\u3000１１１７ (conference).',
    withheld: [['card', '６０１１\u3000１１１１\u3000１１１１\u3000１１１７']],
  },
  {
    name: 'a card with zero-width spaces between its groups',
    text: 'The number 4111\u200B1111\u200B1111\u200B1111 is on the form.',
    withheld: [['card', '4111\u200B1111\u200B1111\u200B1111']],
  },
  {
    name: 'a card with soft hyphens inside',
    text: 'Bill 4111\u00AD1111\u00AD1111\u00AD1111 for the transcripts.',
    withheld: [['card', '4111\u00AD1111\u00AD1111\u00AD1111']],
  },
  {
    name: 'a North American number with a no-break space',
    text: 'If the freezer alarm goes off, call (617)\u00A0555-0142 at once.',
    withheld: [['phone', '(617)\u00A0555-0142']],
  },
  {
    name: 'a North American number with en dashes',
    text: 'The participant left 617–555–0142 for follow-up.',
    withheld: [['phone', '617–555–0142']],
  },
  {
    name: 'a North American number with non-breaking hyphens',
    text: 'Dr. Chen prefers 212‑555‑0198 for anything urgent.',
    withheld: [['phone', '212‑555‑0198']],
  },
  {
    name: 'an international number with thin spaces',
    text: 'The coordinator is on +44\u200920\u20097946\u20090958 most days.',
    withheld: [['phone', '+44\u200920\u20097946\u20090958']],
  },
  {
    name: 'an international number in full-width characters',
    text: '連絡先：＋４４ ２０ ７９４６ ０９５８。',
    withheld: [['phone', '＋４４ ２０ ７９４６ ０９５８']],
  },
  {
    name: 'a number glued to "Tel:"',
    text: 'Reception Tel:617-555-0142, open from nine.',
    withheld: [['phone', '617-555-0142']],
  },
  {
    name: 'a short number glued to "mobile:"',
    text: 'Her mobile:5550142 is the best way to reach her.',
    withheld: [['phone', '5550142']],
  },
  {
    name: 'a number after "Ph#"',
    text: 'Site lead Ph#555 0142 (evenings only).',
    withheld: [['phone', '555 0142']],
  },
  {
    name: 'a number after "phone #:"',
    text: 'Contact phone #: 617 555 0142, ask for the study nurse.',
    withheld: [['phone', '617 555 0142']],
  },
  {
    name: 'an international number glued to "Tel.:"',
    text: 'Zurich office, Tel.:+41 44 668 18 00.',
    withheld: [['phone', '+41 44 668 18 00']],
  },
  {
    name: 'a number glued to "WhatsApp:"',
    text: 'Send the photos via WhatsApp:+14155550142 tonight.',
    withheld: [['phone', '+14155550142']],
  },
  {
    name: 'an e-mail address with a full-width at sign',
    text: 'Write to jane.doe＠uni-example.edu about the consent forms.',
    withheld: [['email', 'jane.doe＠uni-example.edu']],
  },
  {
    name: 'an e-mail address in full-width characters',
    text: 'Replies go to ｊａｎｅ＠ｕｎｉ－ｅｘａｍｐｌｅ．ｅｄｕ as usual.',
    withheld: [['email', 'ｊａｎｅ＠ｕｎｉ－ｅｘａｍｐｌｅ．ｅｄｕ']],
  },
  {
    name: 'an e-mail address with a zero-width space before the at sign',
    text: 'The data manager is r.okafor\u200B@example.edu for now.',
    withheld: [['email', 'r.okafor\u200B@example.edu']],
  },
  {
    name: 'an e-mail address with a soft hyphen in its domain',
    text: 'Ask j.moreno@uni\u00ADexample.edu before the visit.',
    withheld: [['email', 'j.moreno@uni\u00ADexample.edu']],
  },
  {
    name: 'an e-mail address with a zero-width joiner in its name',
    text: 'Copy p.sha\u200Drma@example.org on every reply.',
    withheld: [['email', 'p.sha\u200Drma@example.org']],
  },
  {
    name: 'a phone number in a WhatsApp link',
    text: 'Message me at https://wa.me/14155550142 if the train is late.',
    withheld: [['phone', '14155550142']],
  },
  {
    name: "a phone number in WhatsApp's send link",
    text: 'Use https://api.whatsapp.com/send?phone=447946095800&text=hi to reach the field team.',
    withheld: [['phone', '447946095800']],
  },
  {
    name: 'a phone number in a Telegram link',
    text: 'The coordinator is on https://t.me/+442079460958 as well.',
    withheld: [['phone', '+442079460958']],
  },
  {
    name: 'a phone parameter in an ordinary link',
    text: 'The form https://forms.example-uni.edu/callback?name=Ada&phone=%2B16175550142 is prefilled.',
    withheld: [['phone', '%2B16175550142']],
  },
  {
    name: 'a card number in a link',
    text: 'The old checkout was https://shop.example-uni.edu/pay?card=4111111111111111&cvv=1 sadly.',
    withheld: [['card', '4111111111111111']],
  },
  {
    name: 'an escaped e-mail address in a link',
    text: 'Open https://forms.example-uni.edu/consent?email=jane.doe%40uni-example.edu to sign.',
    withheld: [['email', 'jane.doe%40uni-example.edu']],
  },
  {
    name: 'an IBAN in a link',
    text: 'Pay via https://pay.example-bank.de/transfer?iban=DE89370400440532013000&amount=40 please.',
    withheld: [['iban', 'DE89370400440532013000']],
  },
  {
    name: 'a link whose user has a malformed escape: read, not thrown on',
    text: 'Mirror at https://guest%E0%A4@mirror.example-uni.edu/data for now.',
    withheld: [['email', 'guest%E0%A4@mirror.example-uni.edu']],
  },
  {
    name: 'a marked name written again in capitals',
    text: 'We met {{Jane Doe}} in March; JANE DOE signed the form.',
    withheld: [
      ['private', '{{Jane Doe}}'],
      ['private', 'JANE DOE'],
    ],
  },
  {
    name: 'a marked name written again with other spacing',
    text: 'Ask {{Ward 7}} for the keys; ward   7 closes at six.',
    withheld: [
      ['private', '{{Ward 7}}'],
      ['private', 'ward   7'],
    ],
  },
  {
    name: 'a marked name written again across a line break',
    text: 'Samples from {{Priya Sharma}} arrived.\nPriya\nSharma will send more.',
    withheld: [
      ['private', '{{Priya Sharma}}'],
      ['private', 'Priya\nSharma'],
    ],
  },
  {
    name: 'a labelled password keeps its exclamation mark',
    text: 'The Wi-Fi password: Lab2024! works in both rooms.',
    withheld: [['secret', 'Lab2024!']],
  },
  {
    name: 'a labelled password keeps its question mark, not the comma after it',
    text: 'Use pwd=s3cr3t?x, then log out.',
    withheld: [['secret', 's3cr3t?x']],
  },
  {
    name: 'a labelled password written again without its last sign',
    text: 'password: hunter22! (people type hunter22 on the old keyboard)',
    withheld: [
      ['secret', 'hunter22!'],
      ['secret', 'hunter22'],
    ],
  },
  {
    name: 'a PIN followed by the sentence',
    text: 'The door PIN: 4821! Do not share it.',
    withheld: [['secret', '4821']],
  },
  {
    name: 'a cued number written again with other separators',
    text: 'Call me on 555 0142 tonight; if busy, 555-0142 again at nine.',
    withheld: [
      ['phone', '555 0142'],
      ['phone', '555-0142'],
    ],
  },
  {
    name: 'a labelled password written again in another case',
    text: 'password: Tr0ub4dor and the VPN takes TR0UB4DOR too.',
    withheld: [
      ['secret', 'Tr0ub4dor'],
      ['secret', 'TR0UB4DOR'],
    ],
  },
  {
    name: 'a card written again with mixed separators',
    text: 'Card 4111 1111 1111 1111 (on the receipt: 4111-1111 1111-1111).',
    withheld: [
      ['card', '4111 1111 1111 1111'],
      ['card', '4111-1111 1111-1111'],
    ],
  },
  {
    name: 'twenty marked names, each written again: no cap on the values looked for',
    text: Array.from(
      { length: 20 },
      (_, index) => `{{Person${index + 1}}} then person${index + 1}`,
    ).join('; '),
    withheld: Array.from({ length: 20 }, (_, index) => [
      ['private', `{{Person${index + 1}}}`],
      ['private', `person${index + 1}`],
    ]).flat() as PrivacyCase['withheld'],
  },
];

const nothing: PrivacyCase['withheld'] = [];

/** The same characters in research prose, where they hold no value. */
export const spellingLookAlikes: PrivacyCase[] = [
  ['figure ranges with en dashes', 'Figures 2–3 and Tables 4–6 summarise the pilot.'],
  ['page ranges', 'See pp. 123–456 and 1021–1048 of the proceedings.'],
  ['year ranges with en dashes', 'Cohorts from 2019–2020 and 1990–2020 were pooled.'],
  ['thousands with no-break spaces', 'We enrolled 12\u00A0345\u00A0678 records in total.'],
  ['thousands with thin spaces', 'The budget is 1\u2009250\u2009000 euros over five years.'],
  ['full-width numbers in Japanese prose', '参加者は１２０名で、期間は２０２３年でした。'],
  ['full-width brackets and a year', '（注：２０２３年の調査）を参照してください。'],
  ['ratios and times', 'The ratio was 3:1, and the session ran 10:30–11:45.'],
  ['a PubMed id glued to its label', 'The trial report is PMID:31452104, open access.'],
  ['an ISBN glued to its label', 'The handbook (ISBN:978-0-306-40615-7) covers it.'],
  ['an arXiv id glued to its label', 'The preprint arXiv:2101.00001 was revised.'],
  ['Tel Aviv and a year range', 'Tel Aviv University, 2019–2021, hosted the workshop.'],
  ['a pH value', 'The buffer had pH: 7.4 and was kept at 4 °C.'],
  ['a mobile count', 'Each mobile: 3 devices per participant, 2 spares.'],
  ['an issue number', 'The bug is issue #4521 on the tracker.'],
  ['a ward number', 'Ward #12 and room 4.12 are on the second floor.'],
  ['an arXiv link', 'The method is at https://arxiv.org/abs/2301.12345 in full.'],
  ['a PubMed link', 'Read https://pubmed.ncbi.nlm.nih.gov/31452104/ first.'],
  ['a long numeric post id', 'The thread https://x.com/lab/status/1234567890123456789 started it.'],
  ['a Zenodo record', 'Data are deposited at https://zenodo.org/records/10012345 with a DOI.'],
  ['a paged link', 'The list https://www.example-uni.edu/people?page=2&sort=name is current.'],
  [
    'a link with a malformed escape in its query',
    'Search https://example-uni.edu/search?q=%E0%A4%A for the Hindi corpus.',
  ],
  [
    'a link with a malformed escape in its path',
    'The file https://example-uni.edu/a%zzb/report is gone.',
  ],
  ['an ORCID link', 'My profile is https://orcid.org/0000-0002-1825-0097 if needed.'],
  [
    'a numeric query in a link',
    'Filter with https://data.example-uni.edu/q?year=2023&n=12345678901234 now.',
  ],
  ['a soft hyphen in a long word', 'Electro\u00ADencephalography was recorded at 512 Hz.'],
  ['an emoji with joiners', 'The 👩‍🔬 team met the 👨‍👩‍👧 panel at 14:00.'],
  ['a grant number with an en dash', 'Funded by NIH R01–GM123456 and ERC 101042345.'],
  ['temperatures and a time range', 'It rose +2.5 °C between 12:30–14:45 on day 3.'],
  ['thousands with a narrow no-break space', 'Phone interviews (n = 1\u202F204) were recorded.'],
  ['a fax cue without a number', 'For the fax: see the appendix of the protocol.'],
  ['a call for papers', 'Call for papers 2024: deadline 15 March, 8 pages max.'],
  ['full-width letters in a heading', 'ＡＢＳＴＲＡＣＴ： Ｗｅ ｓｔｕｄｙ ３ ｃｏｈｏｒｔｓ.'],
].map(([name, text]) => ({ name: name!, text: text!, withheld: nothing }));
