import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { hasPoppler, pdfSignatures, pdfText, squash, withOneByteChanged } from '../support/pdf-inspect.ts';

/** A certificate issued by a CA of its own (as ADSIB would issue one), in a P12 under a passphrase. */
function issuedP12(passphrase: string): Buffer {
  const pair = () => forge.pki.rsa.generateKeyPair({ bits: 1024, workers: -1 });
  const caKeys = pair();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = '01';
  ca.validity.notBefore = new Date(Date.now() - 3600_000);
  ca.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  const caName = [{ name: 'commonName', value: 'Entidad Certificadora de Prueba' }];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());
  const keys = pair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '02';
  cert.validity.notBefore = ca.validity.notBefore;
  cert.validity.notAfter = ca.validity.notAfter;
  cert.setSubject([{ name: 'commonName', value: 'Autoridad de Transporte Oruro' }]);
  cert.setIssuer(caName);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());
  return Buffer.from(
    forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca], passphrase, { algorithm: '3des' })).getBytes(),
    'binary',
  );
}

describe('SIGNING_P12_FILE and SIGNING_P12_PASSPHRASE', () => {
  it('refuse a passphrase without a file and a file that does not exist', () => {
    expect(() => loadConfig({ SIGNING_P12_PASSPHRASE: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGNING_P12_FILE: '/nonexistent/cert.p12' })).toThrow(ConfigError);
  });
});

describe.each(engines())('a configured signing certificate on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-p12-'));
    const file = path.join(dir, 'autoridad.p12');
    fs.writeFileSync(file, issuedP12('clave de prueba'), { mode: 0o600 });
    t = await buildTestApp(engine, { SIGNING_P12_FILE: file, SIGNING_P12_PASSPHRASE: 'clave de prueba' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasPoppler)('signs with it, creates no self-signed one, and does not call it self-signed', async () => {
    expect(t.app.pdfSigner.selfSigned).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, 'signing-self-signed.p12'))).toBe(false);
    const { id } = await submitComplaint(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${id}`, headers: bearer(await adminToken(t.app)) });
    const signed = pdfSignatures(res.rawPayload);
    expect(signed.valid, signed.report).toBe(true);
    expect(signed.report).toContain('Signer Certificate Common Name: Autoridad de Transporte Oruro');
    expect(pdfSignatures(withOneByteChanged(res.rawPayload)).valid).toBe(false);
    const text = squash(pdfText(res.rawPayload).join(''));
    expect(text).toContain(squash('Documento firmado digitalmente por Autoridad de Transporte Oruro.'));
    expect(text).not.toContain('autofirmado');
  });
});
