import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The committed supabase/config.toml: local settings, and production's template block. */
export const committedConfig = readFileSync(
  fileURLToPath(new URL('../../supabase/config.toml', import.meta.url)),
  'utf8',
);

export const productionRef = 'qwertyuiopasdfghjklz';
export const productionSite = 'https://associate.lab.example-university.edu';

/** The committed file after a deployer filled in the block, as docs/deploying.md says. */
export const filledConfig = committedConfig
  .replace('project_id = "abcdefghijklmnopqrst"', `project_id = "${productionRef}"`)
  .replaceAll('https://associate.example', productionSite);

/** What the SMTP block's env(…) references read. */
export const smtpEnvironment = {
  SMTP_HOST: 'smtp.mail-provider.net',
  SMTP_USER: 'associate',
  SMTP_PASS: 'a mail password',
  SMTP_ADMIN_EMAIL: 'associate@lab.example-university.edu',
};
