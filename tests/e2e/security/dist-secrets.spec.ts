import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { scanFolderForSecrets } from '../../../build/dist-secret-scan';
import { machineSecrets } from '../../../build/scan-dist-secrets';
import { expect, test } from './security-fixtures';

const serviceRoleJwt = [
  Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
  Buffer.from('{"iss":"supabase","role":"service_role","exp":4102444800}').toString('base64url'),
  'c2lnbmF0dXJlLW9mLXRoZS10b2tlbg',
].join('.');

test.describe('The production build (dist/)', () => {
  test('holds no secret key, service-role token, JWT secret or vendor key', async ({
    builtApp,
    environment,
  }) => {
    const assets = path.join(builtApp.outDir, 'assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // The scan reads the real bundle: the public key the app needs is in it, as it must be.
    expect(bundle).toContain(environment.publishableKey);

    const knownSecrets = [...machineSecrets(), environment.secretKey];
    expect(scanFolderForSecrets(builtApp.outDir, { knownSecrets })).toEqual([]);
  });

  test('would fail with a key planted in it', async ({ builtApp }, testInfo) => {
    const copy = testInfo.outputPath('planted-dist');
    cpSync(builtApp.outDir, copy, { recursive: true });
    try {
      const chunk = readdirSync(path.join(copy, 'assets')).find((file) => file.endsWith('.js'))!;
      appendFileSync(
        path.join(copy, 'assets', chunk),
        `\nconst a="sb_secret_Pl4nt3dK3yF0rTh3T3st";const b="${serviceRoleJwt}";` +
          'const c="sk-ant-api03-Pl4nt3dK3yF0rTh3T3st";const d="AIzaSyPl4nt3dK3yF0rTh3T3st0000000000000";',
      );
      const kinds = scanFolderForSecrets(copy).map((finding) => finding.kind);
      expect(kinds).toEqual([
        'Supabase secret key (sb_secret_…)',
        'Anthropic key (sk-ant-…)',
        'Google API key (AIza…)',
        'service_role JWT',
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
