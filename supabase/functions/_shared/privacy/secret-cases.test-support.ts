import type { PrivacyCase } from './privacy-case.test-support.ts';

const pemKey = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK',
  '-----END RSA PRIVATE KEY-----',
].join('\n');

/** Keys, tokens, passwords, links that open something, and what the writer marks private. */
export const secretCases: PrivacyCase[] = [
  {
    name: 'an OpenAI project key',
    text: 'I used sk-proj-Xb7Kq2LmN9pR4tV8wY1zA3cD6fG0hJ5k for the pilot; please rotate it.',
    withheld: [['secret', 'sk-proj-Xb7Kq2LmN9pR4tV8wY1zA3cD6fG0hJ5k']],
  },
  {
    name: 'an Anthropic key',
    text: 'Our key is sk-ant-api03-Qw3rTy7UiOp1AsDfGh4JkLzXcVbNm9012345abcdEFGH-xyz_AA.',
    withheld: [['secret', 'sk-ant-api03-Qw3rTy7UiOp1AsDfGh4JkLzXcVbNm9012345abcdEFGH-xyz_AA']],
  },
  {
    name: 'a GitHub personal access token',
    text: 'Clone it with ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s12 as the password.',
    withheld: [['secret', 'ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s12']],
  },
  {
    name: 'a fine-grained GitHub token',
    text: 'CI uses github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEF0123 now.',
    withheld: [['secret', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEF0123']],
  },
  {
    name: 'an AWS access key id',
    text: 'The bucket policy names AKIAIOSFODNN7EXAMPLE as the uploader.',
    withheld: [['secret', 'AKIAIOSFODNN7EXAMPLE']],
  },
  {
    name: 'an AWS secret access key after its label',
    text: 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    withheld: [['secret', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']],
  },
  {
    name: 'a Slack bot token',
    text: 'The lab bot posts with xoxb-2048-1234567890-AbCdEfGhIjKlMnOpQrStUvWx tonight.',
    withheld: [['secret', 'xoxb-2048-1234567890-AbCdEfGhIjKlMnOpQrStUvWx']],
  },
  {
    name: 'a Google API key',
    text: 'The maps widget needs AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY in the config.',
    withheld: [['secret', 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY']],
  },
  {
    name: 'a Groq key',
    text: 'For the benchmark I set GROQ_API_KEY to gsk_8fGh2Jk4Lm6Np8Qr0St2Uv4Wx6Yz8Ab0Cd.',
    withheld: [['secret', 'gsk_8fGh2Jk4Lm6Np8Qr0St2Uv4Wx6Yz8Ab0Cd']],
  },
  {
    name: 'a Supabase secret key',
    text: 'Never commit sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz like I just did.',
    withheld: [['secret', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz']],
  },
  {
    name: 'a JSON Web Token',
    text: 'The session token was eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c in the log.',
    withheld: [
      [
        'secret',
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      ],
    ],
  },
  {
    name: 'a bearer token in a pasted header',
    text: 'The request had Authorization: Bearer 7dG3kP9xQ2mR5vT8wZ1yB4nC6jH0fL and failed.',
    withheld: [['secret', '7dG3kP9xQ2mR5vT8wZ1yB4nC6jH0fL']],
  },
  {
    name: 'a PEM private key',
    text: `Here is the deploy key:\n${pemKey}\nPlease add it to the server.`,
    withheld: [['secret', pemKey]],
  },
  {
    name: 'a password after a colon',
    text: 'The shared drive login is lab-admin, password: Tr0ub4dor&3 (do not share).',
    withheld: [['secret', 'Tr0ub4dor&3']],
  },
  {
    name: 'a password said in a sentence, and repeated alone',
    text: 'The Wi-Fi password is Lab2024! for guests; type Lab2024 on the kiosk too.',
    withheld: [
      ['secret', 'Lab2024!'],
      ['secret', 'Lab2024'],
    ],
  },
  {
    name: 'a quoted passphrase',
    text: 'The archive passphrase = "correct horse battery staple", as agreed.',
    withheld: [['secret', 'correct horse battery staple']],
  },
  {
    name: 'a database password in an environment line',
    text: 'Set DB_PASSWORD=s3cr3t-Pa55 before running the import script.',
    withheld: [['secret', 's3cr3t-Pa55']],
  },
  {
    name: 'an API key after its label',
    text: 'API key: 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c for the survey platform.',
    withheld: [['secret', '3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c']],
  },
  {
    name: 'a PIN',
    text: 'The door to the cold room has PIN: 4821, changed monthly.',
    withheld: [['secret', '4821']],
  },
  {
    name: 'a long high-entropy token with no label',
    text: 'Mistral gave me Xk29fLq8Zr3Vt6Yp1Nw4Hs7Jd0Gb5Mc2 and it works.',
    withheld: [['secret', 'Xk29fLq8Zr3Vt6Yp1Nw4Hs7Jd0Gb5Mc2']],
  },
  {
    name: 'a link with a user and password',
    text: 'Connect with postgres://analyst:pa55word@db.example.org:5432/trials tonight.',
    withheld: [['link', 'postgres://analyst:pa55word@db.example.org:5432/trials']],
  },
  {
    name: 'a link with a token in its query',
    text: 'The export is at https://data.example.org/export.csv?token=ab12cd34ef56 until Monday.',
    withheld: [['link', 'https://data.example.org/export.csv?token=ab12cd34ef56']],
  },
  {
    name: 'a signed storage link',
    text: 'Download https://bucket.s3.amazonaws.com/scan.nii?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=9f86d081884c7d65 soon.',
    withheld: [
      [
        'link',
        'https://bucket.s3.amazonaws.com/scan.nii?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=9f86d081884c7d65',
      ],
    ],
  },
  {
    name: 'a document share link',
    text: 'Draft here: https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit.',
    withheld: [
      [
        'link',
        'https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit',
      ],
    ],
  },
  {
    name: 'a file share link with its key',
    text: 'The video is at https://www.dropbox.com/scl/fi/x1/talk.mp4?rlkey=k2j4h6g8&dl=0 for now.',
    withheld: [['link', 'https://www.dropbox.com/scl/fi/x1/talk.mp4?rlkey=k2j4h6g8&dl=0']],
  },
  {
    name: 'a meeting link with its passcode',
    text: 'Join https://us02web.zoom.us/j/81234567890?pwd=Ab12Cd34Ef56Gh78 at 10.',
    withheld: [['link', 'https://us02web.zoom.us/j/81234567890?pwd=Ab12Cd34Ef56Gh78']],
  },
  {
    name: 'a chat webhook',
    text: 'Alerts go to https://hooks.slack.com/services/T000/B000/XXXXXXXX (the #lab channel).',
    withheld: [['link', 'https://hooks.slack.com/services/T000/B000/XXXXXXXX']],
  },
  {
    name: 'a name the writer marks private, then writes again',
    text: 'Our participant {{Jane Doe}} withdrew; Jane Doe asked that her data be deleted.',
    withheld: [
      ['private', '{{Jane Doe}}'],
      ['private', 'Jane Doe'],
    ],
  },
  {
    name: 'a marked stretch of several words',
    text: 'The site visit is in {{the basement of building 7, room B12}} on 4 May.',
    withheld: [['private', '{{the basement of building 7, room B12}}']],
  },
  {
    name: 'text written in the placeholders own brackets',
    text: 'Ask ⟦EMAIL 1⟧ about it, and write to k.ito@example.jp as well.',
    withheld: [
      ['private', '⟦EMAIL 1⟧'],
      ['email', 'k.ito@example.jp'],
    ],
  },
];
