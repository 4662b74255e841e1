import type { PrivacyCase } from './privacy-case.test-support.ts';

/** E-mail addresses and phone numbers in the mail researchers write. */
export const contactCases: PrivacyCase[] = [
  {
    name: 'an e-mail address with dots in the local part',
    text: 'Please contact me at j.moreno@uni-example.edu before the next visit.',
    withheld: [['email', 'j.moreno@uni-example.edu']],
  },
  {
    name: 'a plus-addressed e-mail and a subdomain',
    text: 'Send the consent forms to lab+consent@psych.example.ac.uk by Friday.',
    withheld: [['email', 'lab+consent@psych.example.ac.uk']],
  },
  {
    name: 'two addresses, one repeated, in parentheses',
    text: 'Ask Priya (p.sharma@example.org) or Tom (tom.b@example.org); Priya is p.sharma@example.org.',
    withheld: [
      ['email', 'p.sharma@example.org'],
      ['email', 'tom.b@example.org'],
    ],
  },
  {
    name: 'an address at the end of a sentence keeps the period out',
    text: 'The data manager is r.okafor@example.edu.',
    withheld: [['email', 'r.okafor@example.edu']],
  },
  {
    name: 'an address in another script',
    text: 'Die Ansprechpartnerin ist jürgen.müller@universität-example.de für alle Fragen.',
    withheld: [['email', 'jürgen.müller@universität-example.de']],
  },
  {
    name: 'a mailto link',
    text: 'Replies go to mailto:ethics-office@example.edu as usual.',
    withheld: [['email', 'ethics-office@example.edu']],
  },
  {
    name: 'a London number in international format',
    text: 'You can reach the trial coordinator on +44 20 7946 0958 during office hours.',
    withheld: [['phone', '+44 20 7946 0958']],
  },
  {
    name: 'an international number with the trunk 0 in parentheses',
    text: 'Our switchboard is +44 (0)20 7946 0958, extension 204.',
    withheld: [['phone', '+44 (0)20 7946 0958']],
  },
  {
    name: 'a North American number with its area code in parentheses',
    text: 'If the freezer alarm goes off, call (617) 555-0142 immediately.',
    withheld: [['phone', '(617) 555-0142']],
  },
  {
    name: 'a North American number with hyphens',
    text: 'The participant left 212-555-0198 as the number for follow-up.',
    withheld: [['phone', '212-555-0198']],
  },
  {
    name: 'a North American number with dots',
    text: 'Dr. Chen prefers 617.555.0142 for anything urgent.',
    withheld: [['phone', '617.555.0142']],
  },
  {
    name: 'a plus-one number with spaces',
    text: 'The Toronto site lead can be reached at +1 416 555 0199 after 3 pm.',
    withheld: [['phone', '+1 416 555 0199']],
  },
  {
    name: 'a Berlin number in international format',
    text: 'Das Sekretariat erreichen Sie unter +49 30 901820 oder per Post.',
    withheld: [['phone', '+49 30 901820']],
  },
  {
    name: 'a Berlin number in national format',
    text: 'Bitte rufen Sie Frau Weber unter 030 1234567 an.',
    withheld: [['phone', '030 1234567']],
  },
  {
    name: 'a Cologne number with the 00 prefix',
    text: 'From abroad, dial 0049 221 4701234 and ask for the imaging core.',
    withheld: [['phone', '0049 221 4701234']],
  },
  {
    name: 'a French mobile number in pairs',
    text: 'Mon portable est le 06 12 34 56 78 si besoin.',
    withheld: [['phone', '06 12 34 56 78']],
  },
  {
    name: 'a Paris number in international format',
    text: 'The Institut contact number is +33 1 42 68 53 00.',
    withheld: [['phone', '+33 1 42 68 53 00']],
  },
  {
    name: 'a UK number in national format',
    text: 'Ring the ward on 020 7946 0958 before you bring samples over.',
    withheld: [['phone', '020 7946 0958']],
  },
  {
    name: 'a Tokyo number with hyphens',
    text: 'The Tokyo collaborators list +81 3-1234-5678 as their lab phone.',
    withheld: [['phone', '+81 3-1234-5678']],
  },
  {
    name: 'a Sydney number',
    text: 'For the Australian cohort, call +61 2 9374 4000 and quote the study code.',
    withheld: [['phone', '+61 2 9374 4000']],
  },
  {
    name: 'an Indian mobile number',
    text: 'Field staff in Pune can be reached on +91 98765 43210.',
    withheld: [['phone', '+91 98765 43210']],
  },
  {
    name: 'a Brazilian mobile number with a hyphen',
    text: 'O coordenador em São Paulo atende no +55 11 91234-5678.',
    withheld: [['phone', '+55 11 91234-5678']],
  },
  {
    name: 'an unbroken number that the text calls a phone number',
    text: 'Tel. 0301234567 (Sekretariat), Fax folgt.',
    withheld: [['phone', '0301234567']],
  },
  {
    name: 'a local number after "call me on"',
    text: 'If the scanner is free tonight, call me on 555-0142 and I will come in.',
    withheld: [['phone', '555-0142']],
  },
  {
    name: 'a mobile number after "mobile:"',
    text: 'Mobile: 07911 123456. Please use it only for emergencies.',
    withheld: [['phone', '07911 123456']],
  },
  {
    name: 'a UK number in national format and the same one in international format',
    text: 'Reach the Edinburgh office on 0131 650 1000, or from abroad on +44 131 650 1000.',
    withheld: [
      ['phone', '0131 650 1000'],
      ['phone', '+44 131 650 1000'],
    ],
  },
  {
    name: 'a number and an e-mail address in one signature',
    text: 'Maria Lopez, Data Protection Officer, m.lopez@example.org, +34 912 345 678.',
    withheld: [
      ['email', 'm.lopez@example.org'],
      ['phone', '+34 912 345 678'],
    ],
  },
];
