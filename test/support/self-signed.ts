import { execFileSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSigned {
  key: string;
  cert: string;
  /** the certificate's public key hash, as Chromium's --ignore-certificate-errors-spki-list takes it */
  spki: string;
}

/**
 * A throw-away key and certificate for localhost, made by Debian's openssl for one run and never written to the
 * repository: the local cloud's TLS side (CloudFront's), trusted by the tests' own clients and browsers only.
 */
export const selfSignedLocalhost = (): SelfSigned => {
  const dir = mkdtempSync(join(tmpdir(), 'waw-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    const pem = readFileSync(cert, 'utf8');
    const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(key, 'utf8'), cert: pem, spki: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
