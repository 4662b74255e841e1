import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findSecretsInText, scanFolderForSecrets, secretValuesOf } from './dist-secret-scan.ts';

const jwt = (payload: object) =>
  [
    Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
    Buffer.from(JSON.stringify(payload)).toString('base64url'),
    'c2lnbmF0dXJlLW9mLXRoZS10b2tlbg',
  ].join('.');

const kindsIn = (text: string, knownSecrets?: string[]) =>
  findSecretsInText(text, { file: 'assets/index.js', knownSecrets }).map((finding) => finding.kind);

describe('findSecretsInText', () => {
  it.each([
    ['a Supabase secret key', 'const k="sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"', /sb_secret_/],
    ['an OpenAI key', 'key:"sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12"', /OpenAI/],
    ['an Anthropic key', "'sk-ant-api03-Ab12Cd34Ef56Gh78Ij90Kl12'", /Anthropic/],
    ['a Google key', 'x=`AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q`', /Google/],
    ['a Groq key', '"gsk_Ab12Cd34Ef56Gh78Ij90Kl12Mn34"', /Groq/],
    ['a private key', '-----BEGIN PRIVATE KEY-----\nMIIE', /private key/],
    ['a service-role JWT', jwt({ role: 'service_role', iss: 'supabase' }), /service_role JWT/],
  ])('finds %s', (_name, text, kind) => {
    expect(kindsIn(text)).toEqual([expect.stringMatching(kind)]);
  });

  it('lets the publishable key, an anon JWT and library prefixes through', () => {
    const bundle = [
      'const key="sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";',
      `const anon="${jwt({ role: 'anon', iss: 'supabase' })}";`,
      'if(key.startsWith("sb_secret_"))throw Error("secret keys are not for browsers");',
      'const task="risk-assessment-and-desk-research-notes";',
    ].join('\n');
    expect(kindsIn(bundle)).toEqual([]);
  });

  it('finds a known secret value that has no telltale shape', () => {
    const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
    expect(kindsIn(`var s="${jwtSecret}"`, [jwtSecret])).toEqual([
      'a secret value of this machine',
    ]);
  });

  it('masks what it reports', () => {
    const [finding] = findSecretsInText('sk-ant-api03-Ab12Cd34Ef56Gh78Ij90Kl12', {
      file: 'a.js',
    });
    expect(finding?.excerpt).toBe('sk-ant-api…12');
  });
});

describe('secretValuesOf', () => {
  it('takes the values of secret-named variables only', () => {
    expect(
      secretValuesOf({
        SUPABASE_SECRET_KEY: 'sb_secret_abcdefghij',
        MISTRAL_API_KEY: 'plain32characterkeywithnoprefix0',
        SUPABASE_JWT_SECRET: 'jwt-secret-value',
        VITE_SUPABASE_URL: 'https://x.supabase.co',
        OPENAI_API_KEY: '',
        HOME: '/root',
      }),
    ).toEqual(['sb_secret_abcdefghij', 'plain32characterkeywithnoprefix0', 'jwt-secret-value']);
  });
});

describe('scanFolderForSecrets', () => {
  let folder: string;
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads every file, nested ones too, and names where each secret is', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'dist-scan-'));
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'index.html'), '<script src="/assets/index.js"></script>');
    writeFileSync(path.join(folder, 'assets', 'index.js'), 'const a=1;');
    expect(scanFolderForSecrets(folder)).toEqual([]);

    writeFileSync(path.join(folder, 'assets', 'chunk.js'), 'k="gsk_Ab12Cd34Ef56Gh78Ij90Kl12Mn34"');
    expect(scanFolderForSecrets(folder)).toEqual([
      { file: path.join('assets', 'chunk.js'), kind: 'Groq key (gsk_…)', excerpt: 'gsk_Ab12Cd…34' },
    ]);
  });

  it('refuses an empty folder rather than passing it', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'dist-scan-'));
    expect(() => scanFolderForSecrets(folder)).toThrow(/build first/);
  });
});
