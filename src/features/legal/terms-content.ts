import { legalContacts } from './legal-contacts';
import type { LegalDocument } from './legal-document-schema';

/** The Terms of Use shown at /terms. Every figure here is a requirement of the product spec (§1, §9). */
export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: '2025-09-17',
  introduction: [
    'These Terms of Use ("Terms", which the sign-up form calls the Terms of Service) are an agreement between you and the team that runs Associate ("we", "us", "our"). Associate is a research tool, currently in private beta, that helps you refine the messages you write so that they are clearer and land with more impact. The Terms cover the website, the chat terminal and every other part of Associate (together, the "Service").',
    'By creating an account, signing in or otherwise using the Service, you accept these Terms. If you do not accept them, do not use the Service.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      body: [
        'You may use the Service only if all of the following are true:',
        {
          list: [
            'you are at least 18 years old;',
            'you are not located in, and not ordinarily resident in, a country or region that is subject to a U.S. government embargo, and you are not named on any U.S. government list of prohibited or restricted parties;',
            'your e-mail address has been approved for the private beta; and',
            'you are able to form a binding contract, and no law prevents you from using the Service.',
          ],
        },
        'If you use the Service on behalf of an organisation, you confirm that you have the authority to accept these Terms for it, and "you" includes that organisation. Approval for the beta is at our discretion, and we may withdraw it at any time.',
      ],
    },
    {
      id: 'use-of-the-service',
      heading: 'Use of the Service',
      body: [
        'You type a draft message into the chat terminal and the associate returns a suggested version written for clarity and impact. While you follow these Terms, we give you a personal, limited, non-exclusive, non-transferable and revocable permission to use the Service for that purpose.',
        'The Service is a beta. Features may change, be interrupted or be withdrawn, and fair-use limits (for example, on how many messages you can send in a period) may apply and may change.',
        'You agree not to:',
        {
          list: [
            "break any law, or infringe anyone else's rights, through the Service;",
            "submit content you have no right to share, or other people's sensitive personal information without their permission;",
            'get around the beta approval list, usage limits, authentication or any other safeguard;',
            'probe, scan, overload or disrupt the Service, or reach it by automated means other than the interface we provide;',
            'copy, resell or reverse engineer the Service, or use it to build a competing product;',
            'use the Service to harass, deceive, defraud or spam anyone, or to create malware; or',
            'present output as professional advice or as reviewed by a person when it was not.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      body: [
        'You sign in with your e-mail address and a password, or with a one-time magic link sent to that address, through a hosted authentication provider. Give us an e-mail address that you control and keep it current.',
        `You are responsible for keeping your password and your e-mail inbox secure and for everything done through your account. An account is for one person: do not share it or transfer it. If you suspect that someone else has used your account, tell us at once at ${legalContacts.support}.`,
      ],
    },
    {
      id: 'subscriptions-and-payment',
      heading: 'Subscriptions and Payment',
      body: [
        'The Service may be offered in free and beta tiers and in paid subscriptions billed monthly or annually. During the private beta, access is free. We will never charge you unless you choose a paid plan, and the price, billing period and renewal terms will be shown to you before you confirm.',
        'Payments are handled by a third-party card payment provider. We do not receive or store your full card number; the provider processes your payment details under its own terms and privacy policy.',
        "Paid subscriptions auto-renew at the end of each billing period, for a period of the same length, until you cancel. We will give you at least 30 days' notice by e-mail before a subscription renews, and at least 30 days' notice before any change to the price of your plan takes effect.",
        'You can cancel at any time. Cancellation takes effect at the end of the current billing period: you keep paid access until then, and you are not charged again.',
        'Fees are non-refundable, including for partly used billing periods and for features you did not use, except where the law requires otherwise. Prices exclude taxes unless stated. If a payment fails, we may pause the paid parts of the Service until it succeeds.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      body: [
        'We and our licensors own the Service, including its software, design, text and the name Associate. These Terms do not give you any right to them beyond the permission to use the Service described above.',
        'You keep whatever rights you have in the messages you submit ("Input"). As between you and us, you may use the replies the Service produces for you ("Output") as you wish, subject to these Terms and to the rights of others. Other users may receive similar Output for similar Input.',
        'You give us a worldwide, royalty-free permission to process your Input and Output only as needed to run the Service for you, including sending them to the providers described in section 13. If you send us feedback or suggestions, we may use them without owing you anything.',
      ],
    },
    {
      id: 'ai-generated-content-disclaimer',
      heading: 'AI-Generated Content Disclaimer',
      body: [
        'Output is produced automatically by language models run by third-party AI providers or, when no provider is available or configured, by an offline writing engine. No person reviews Output before you see it.',
        'Output may be inaccurate, incomplete, out of date, biased or unsuitable for your purpose, and a rewrite can change what you meant. Review every Output before you use or send it. Output is not legal, financial or medical advice, and you are responsible for how you use it.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      body: [
        'Our Privacy Policy, shown at /privacy, explains what information we collect, why, who we share it with and the choices you have. In short: your chat history stays in your browser, the messages you send are processed by our router and, when configured, by third-party AI providers, usage logs are kept for up to 12 months, data is deleted within 30 days of a deletion request, and we answer data requests within 45 days.',
        `Privacy questions and data requests go to ${legalContacts.privacy}.`,
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      body: [
        'The Service is a beta provided "as is" and "as available". To the fullest extent the law allows, we make no promises about it, express or implied, including that it will be accurate, uninterrupted, error-free or fit for a particular purpose.',
        'To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for lost profits, revenue, data or goodwill, arising from or related to the Service or these Terms, even if we were told they were possible.',
        'To the fullest extent the law allows, our total liability for all claims arising from or related to the Service or these Terms is capped at the total fees you paid us for the Service in the 12 months before the event that gave rise to the claim. Some jurisdictions do not allow some of these limits; where that is so, they apply only as far as the law permits.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      body: [
        `You may stop using the Service at any time. To close your account and have its data deleted, write to ${legalContacts.privacy} from the e-mail address of the account; the Privacy Policy explains what is deleted and when.`,
        'We may suspend or end your access, or remove your address from the beta approval list, if you break these Terms, if the law requires it, if your use puts the Service or other people at risk, or when the beta ends. Where it is reasonable to do so, we will tell you first.',
        'Ending a paid subscription follows section 4: cancellation takes effect at the end of the billing period, and fees already paid are not refunded. Sections 5, 6 and 8 to 15 continue to apply after these Terms end.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      body: [
        'These Terms, and any dispute arising from or related to them or to the Service, are governed by the laws of the State of Michigan, United States, without regard to its conflict-of-laws rules.',
        'Any such dispute will be decided only by the state courts located in Washtenaw County, Michigan, or by the federal court serving that county, and you and we consent to their personal jurisdiction. Nothing in this section takes away the protection of mandatory consumer laws of the place where you live.',
      ],
    },
    {
      id: 'changes-to-terms',
      heading: 'Changes to Terms',
      body: [
        `We may change these Terms as the Service develops. Before a material change takes effect, we will give you at least 30 days' notice by e-mail or in the Service, and we will update the "Last updated" date above.`,
        'If you keep using the Service after a change takes effect, you accept the changed Terms. If you do not accept them, stop using the Service and cancel any subscription before the change takes effect.',
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      body: [
        "You will defend and indemnify us, and the people who work with us on the Service, against third-party claims, and the losses, damages and reasonable costs (including lawyers' fees) that result from them, arising from your Input, your use of Output, your breach of these Terms, or your violation of any law or of anyone else's rights.",
        'We will tell you promptly about any claim covered by this section and may take part in, or take control of, its defence at our own cost.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      body: [
        'The Service relies on services run by others, including a hosted authentication and database provider, third-party AI providers that generate Output, a card payment provider for paid plans, and e-mail delivery.',
        'Those providers act under their own terms and privacy policies. We choose them with care, but we are not responsible for their acts, their availability, or the content of any third-party website the Service links to.',
      ],
    },
    {
      id: 'force-majeure',
      heading: 'Force Majeure',
      body: [
        'We are not responsible for any delay or failure to perform that is caused by events beyond our reasonable control, such as natural disasters, epidemics, war, terrorism, civil unrest, labour disputes, acts of government, failures of power or of the internet, cyberattacks, or outages of hosting, authentication or AI providers. We will make reasonable efforts to limit the effect of such an event and to restore the Service.',
      ],
    },
    {
      id: 'miscellaneous',
      heading: 'Miscellaneous',
      body: [
        {
          list: [
            'Entire agreement: these Terms and the Privacy Policy are the whole agreement between you and us about the Service.',
            'Severability: if a court finds part of these Terms unenforceable, that part is limited as little as possible and the rest stays in force.',
            'No waiver: if we do not enforce a right, we have not given it up.',
            'Assignment: you may not transfer these Terms without our written consent; we may transfer them as part of a merger, acquisition or reorganisation, and we will tell you if we do.',
            'Relationship: nothing in these Terms creates a partnership, employment or agency relationship between you and us.',
            `Notices: we send notices to the e-mail address on your account; you send notices to ${legalContacts.support}.`,
          ],
        },
        `Questions about these Terms go to ${legalContacts.support}; privacy questions and data requests go to ${legalContacts.privacy}.`,
      ],
    },
  ],
};
