import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A loopback HTTPS server whose certificate is signed by a CA made for it alone. */
export interface ThrowawayHttpsServer {
  url: string;
  /** The PEM file of the CA that signed the server's certificate. */
  certificateAuthorityFile: string;
  stop(): Promise<void>;
}

function openssl(args: string[], folder: string): void {
  execFileSync('openssl', args, { cwd: folder, stdio: 'pipe' });
}

/** A new CA, and a certificate for 127.0.0.1 and localhost signed by it, valid for a day. */
function issueCertificates(folder: string): void {
  const subject = (name: string) => ['-subj', `/CN=${name}`];
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      ...subject('Associate throw-away test CA'),
    ],
    folder,
  );
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'server.key',
      '-out',
      'server.csr',
      ...subject('127.0.0.1'),
    ],
    folder,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '1',
      '-out',
      'server.pem',
      '-extfile',
      'san.cnf',
    ],
    folder,
  );
}

/**
 * Starts the server on a free loopback port. Certificates are made with the `openssl` command
 * (Node has no API to issue one); they live in a temporary folder removed by `stop()`.
 */
export async function startThrowawayHttpsServer(answer: string): Promise<ThrowawayHttpsServer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'throwaway-ca-'));
  await writeFile(
    path.join(folder, 'san.cnf'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  issueCertificates(folder);
  const server = createServer(
    {
      key: await readFile(path.join(folder, 'server.key')),
      cert: await readFile(path.join(folder, 'server.pem')),
    },
    (_request, response) => response.end(answer),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/`,
    certificateAuthorityFile: path.join(folder, 'ca.pem'),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
