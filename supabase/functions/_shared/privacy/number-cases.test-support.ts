import type { PrivacyCase } from './privacy-case.test-support.ts';

/** Payment cards, bank accounts, social security numbers and network addresses. */
export const numberCases: PrivacyCase[] = [
  {
    name: 'a Visa number in groups of four',
    text: 'Charge the participant incentives to 4111 1111 1111 1111, expiry 12/27.',
    withheld: [['card', '4111 1111 1111 1111']],
  },
  {
    name: 'a Visa number unbroken',
    text: 'The department card 4012888888881881 covers the conference fees.',
    withheld: [['card', '4012888888881881']],
  },
  {
    name: 'a Mastercard number with hyphens',
    text: 'Use 5105-1051-0510-5100 for the reagent order and keep the receipt.',
    withheld: [['card', '5105-1051-0510-5100']],
  },
  {
    name: 'an American Express number in 4-6-5 groups',
    text: 'The travel card is 3782 822463 10005; finance will reconcile it.',
    withheld: [['card', '3782 822463 10005']],
  },
  {
    name: 'a Discover number',
    text: 'Pay the transcription service with 6011 1111 1111 1117 please.',
    withheld: [['card', '6011 1111 1111 1117']],
  },
  {
    name: 'a JCB number',
    text: 'Our Tokyo partner paid with card 3530111333300000 last month.',
    withheld: [['card', '3530111333300000']],
  },
  {
    name: 'a German IBAN in groups',
    text: 'Please transfer the honorarium to DE89 3704 0044 0532 0130 00 (Commerzbank).',
    withheld: [['iban', 'DE89 3704 0044 0532 0130 00']],
  },
  {
    name: 'a UK IBAN followed by its BIC',
    text: 'Account: GB29 NWBK 6016 1331 9268 19 BIC NWBKGB2L, reference STUDY-7.',
    withheld: [['iban', 'GB29 NWBK 6016 1331 9268 19']],
  },
  {
    name: 'a Dutch IBAN unbroken',
    text: 'Het bedrag kan naar NL91ABNA0417164300 worden overgemaakt.',
    withheld: [['iban', 'NL91ABNA0417164300']],
  },
  {
    name: 'a French IBAN with a letter in the account',
    text: 'Virement sur FR14 2004 1010 0505 0001 3M02 606 avant le 30 juin.',
    withheld: [['iban', 'FR14 2004 1010 0505 0001 3M02 606']],
  },
  {
    name: 'a Swiss IBAN',
    text: 'The Zurich lab receives funds at CH93 0076 2011 6238 5295 7.',
    withheld: [['iban', 'CH93 0076 2011 6238 5295 7']],
  },
  {
    name: 'an Italian IBAN after a reference that looks like one',
    text: 'Ref AB12 IT60 X054 2811 1010 0000 0123 456 for the Milan site.',
    withheld: [['iban', 'IT60 X054 2811 1010 0000 0123 456']],
  },
  {
    name: 'a social security number with hyphens',
    text: 'The payroll form still shows her SSN as 536-90-4399, which must be removed.',
    withheld: [['ssn', '536-90-4399']],
  },
  {
    name: 'a social security number with spaces',
    text: 'Participant 14 wrote 123 45 6789 in the comments field by mistake.',
    withheld: [['ssn', '123 45 6789']],
  },
  {
    name: 'nine digits the text names a social security number',
    text: 'His social security number 536904399 appears on page 3 of the scan.',
    withheld: [['ssn', '536904399']],
  },
  {
    name: 'a private IPv4 address',
    text: 'The analysis server is at 192.168.1.20; log in with your lab account.',
    withheld: [['ip', '192.168.1.20']],
  },
  {
    name: 'an IPv4 address inside an ordinary link',
    text: 'The dashboard runs at http://198.51.100.14:8080/admin for now.',
    withheld: [['ip', '198.51.100.14']],
  },
  {
    name: 'a public IPv4 address with a port',
    text: 'Whitelist 203.0.113.7:5432 in the firewall before the migration.',
    withheld: [['ip', '203.0.113.7']],
  },
  {
    name: 'a compressed IPv6 address',
    text: 'The cluster node answers on 2001:db8::8a2e:370:7334 only.',
    withheld: [['ip', '2001:db8::8a2e:370:7334']],
  },
  {
    name: 'a full IPv6 address',
    text: 'Logs show requests from 2001:0db8:85a3:0000:0000:8a2e:0370:7334 at night.',
    withheld: [['ip', '2001:0db8:85a3:0000:0000:8a2e:0370:7334']],
  },
  {
    name: 'a link-local IPv6 address',
    text: 'The sensor hub is fe80::1ff:fe23:4567:890a on the lab network.',
    withheld: [['ip', 'fe80::1ff:fe23:4567:890a']],
  },
];
