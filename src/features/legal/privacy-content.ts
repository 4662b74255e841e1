import { legalContacts } from './legal-contacts';
import type { LegalDocument } from './legal-document-schema';

/**
 * The Privacy Policy shown at /privacy. It describes the product as built: history in the browser
 * only, message text passed through the router without being stored, usage events per user.
 */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2025-09-17',
  introduction: [
    'This Privacy Policy explains what information Associate, a private-beta research tool that refines messages for clarity and impact, collects about you, how we use and share it, how long we keep it, and the rights you have. "We", "us" and "our" mean the team that runs Associate. Words defined in our Terms of Use have the same meaning here.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      body: [
        {
          list: [
            'Account information: your e-mail address, the date your account was created and the times you sign in. Our hosted authentication provider stores your password only in hashed form; we never see it in plain text.',
            'Approval list: the e-mail addresses approved for the private beta are held on our server. If you ask for access, we also keep the e-mail you sent us, including what you told us about your research background and intended use.',
            'Usage events: each time you send a message, we record against your account the time, the engine that answered (a third-party AI provider or our offline engine), the model, how long the reply took (latency), the number of tokens used and whether the request succeeded.',
            'Message text: what you type is sent to our router so that a reply can be written. The router does not store the text of your messages or of the replies.',
            'Chat history: your conversation is kept only in your own browser, in its local storage, separately for each account that signs in there. It is not sent to our servers, and we cannot read it. Exports you make are saved to your device.',
            'Technical data: like any website, our hosting providers receive your IP address, browser type and the times of your requests when your browser contacts the Service.',
            'Payment information: if you choose a paid plan, your card details go to our card payment provider, not to us. We receive only what we need to manage the plan, such as its status and the last four digits and expiry date of the card.',
          ],
        },
        'We do not use advertising cookies or third-party trackers. Your browser keeps your sign-in session in its local storage so that you stay signed in. The Service is only for people who are at least 18 years old, and we do not knowingly collect information from anyone younger; if we learn that we have, we delete it.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      body: [
        'We use the information above to:',
        {
          list: [
            'sign you in, check that your e-mail address is on the approval list, and run the Service;',
            'send your message to an engine and return its reply to you;',
            'apply fair-use limits, and keep the Service secure and free of abuse;',
            'measure reliability and speed, and choose which engine should answer, using the usage events;',
            'study, in aggregate, how the Service is used, as part of our research on clear communication;',
            'send you verification e-mails, sign-in links and notices about the Service, these policies and your plan; and',
            'meet our legal obligations.',
          ],
        },
        'Where the law requires a legal basis, we rely on performing our agreement with you, on our legitimate interest in running and improving a secure service, on your consent (which you may withdraw at any time), or on a legal obligation. We do not sell your personal information, we do not use it for targeted advertising, and we do not use your messages to train AI models.',
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'How We Share Information',
      body: [
        'We share personal information only as follows:',
        {
          list: [
            'Third-party AI providers: when they are configured, the text of your message, with our instructions, is sent to one or more third-party AI providers, which generate the reply. They process it under their own terms and privacy policies. When the offline engine answers, your message is not sent to any AI provider.',
            'Infrastructure providers: the hosted providers that run our authentication, database, serverless functions and e-mail delivery process information on our behalf.',
            'Card payment provider: if you choose a paid plan, the provider processes your payment.',
            'Legal and safety: when the law requires it, or when it is needed to protect the rights, property or safety of our users, the public or us.',
            'Change of control: as part of a merger, acquisition or reorganisation, in which case we will tell you before your information becomes subject to a different privacy policy.',
            'With your consent, or at your direction.',
          ],
        },
        'Our servers and several of our providers are in the United States, so your information may be processed there, under safeguards the law requires.',
      ],
    },
    {
      id: 'retention-and-deletion',
      heading: 'Retention and Deletion',
      body: [
        {
          list: [
            'Account information and your approval-list entry are kept while you have an account or approval.',
            'Usage logs are kept for up to 12 months, then deleted.',
            'Message text is not kept by our router once the reply has been returned. Third-party AI providers may keep it for a limited time under their own policies, for example to detect abuse.',
            'Chat history stays in your browser until you clear it (Ctrl+L, or option 1 in the main menu) or clear your browser storage. Because it never reaches us, we cannot delete it for you.',
          ],
        },
        `To delete your account and its data, write to ${legalContacts.privacy} from the e-mail address of the account. We delete your account, your approval-list entry and your usage logs within 30 days of the deletion request. We may keep a minimal record that the request was carried out, and any billing records the law obliges us to keep.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      body: [
        'Information travels between your browser and our servers over encrypted connections. Passwords are stored hashed. The approval list and usage limits are enforced on our server, each user can reach only their own records, and the keys for AI providers are kept on the server and never sent to your browser.',
        'No system is perfectly secure. Your chat history lives in your browser, so anyone who uses your browser profile can read it, and it stays there after you sign out. On a shared device, clear your history before you leave. If a breach affects your information, we will tell you as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      body: [
        'Depending on where you live, you may have the right to know what personal information we hold about you and to receive a copy of it, to correct it, to delete it, to receive it in a portable format, to object to or restrict some uses of it, and to withdraw consent. We will not treat you differently for using these rights.',
        `To make a request, write to ${legalContacts.privacy} from the e-mail address of your account, so that we can confirm it is you. We respond to data requests within 45 days of receiving them. If you are not satisfied with our answer, you may also complain to your local data protection authority. You can export your conversation yourself at any time with option 2 of the main menu.`,
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      body: [
        'We may update this Privacy Policy as the Service changes. Before a material change takes effect, we will give you at least 30 days\' notice by e-mail or in the Service, and we will update the "Last updated" date above.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      body: [
        `For privacy questions and data requests (access, correction, export or deletion), write to ${legalContacts.privacy}. We respond within 45 days.`,
        `For anything else, including your account, billing and our Terms of Use, write to ${legalContacts.support}.`,
      ],
    },
  ],
};
