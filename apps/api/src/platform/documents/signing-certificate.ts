import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { AppConfig } from '../../config.ts';

/** The certificate the server signs its PDFs with, as a PKCS#12 file and what the documents say about it. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** The signer's common name (or the full subject when it has none). */
  subject: string;
  /** Issued by itself: the documents and the README say so. */
  selfSigned: boolean;
}

/** Where the self-signed certificate is kept when no SIGNING_P12_FILE is configured. */
export const SELF_SIGNED_FILE = 'signing-self-signed.p12';
const SELF_SIGNED_NAME = 'Reclamos ATM - certificado autofirmado';

/**
 * SIGNING_P12_FILE with SIGNING_P12_PASSPHRASE when set (an ADSIB certificate, say); otherwise a
 * self-signed certificate created on first start in the data directory (RSA 2048, ten years, 0600,
 * no passphrase: the file's mode is its protection). A P12 that cannot be opened stops the boot.
 */
export function loadSigningCertificate(config: Pick<AppConfig, 'signing' | 'dataDir'>): SigningCertificate {
  if (config.signing) {
    const p12 = fs.readFileSync(config.signing.p12File);
    return { p12, passphrase: config.signing.passphrase, ...describe(p12, config.signing.passphrase) };
  }
  const file = path.join(config.dataDir, SELF_SIGNED_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // Written under a private name, then linked into place: a link never replaces an existing file,
    // so two processes starting together keep the first certificate, and neither ever reads one
    // the other is still writing (a process that found the name half-written failed to boot).
    const draft = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(draft, createSelfSigned(), { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const p12 = fs.readFileSync(file);
  return { p12, passphrase: '', ...describe(p12, '') };
}

function describe(p12: Buffer, passphrase: string): { subject: string; selfSigned: boolean } {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const bagType = forge.pki.oids.certBag as string;
  const cert = parsed.getBags({ bagType })[bagType]?.[0]?.cert;
  if (!cert) throw new Error('the signing P12 holds no certificate');
  const name = (attributes: forge.pki.CertificateField[]) =>
    attributes.map((attribute) => `${attribute.shortName ?? attribute.name}=${String(attribute.value)}`).join(', ');
  const commonName = cert.subject.getField('CN') as forge.pki.CertificateField | null;
  return {
    subject: commonName ? String(commonName.value) : name(cert.subject.attributes),
    selfSigned: name(cert.subject.attributes) === name(cert.issuer.attributes),
  };
}

/** The key pair comes from node:crypto (native, milliseconds); forge only writes the certificate and the P12. */
function createSelfSigned(): Buffer {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: SELF_SIGNED_NAME },
    { name: 'organizationName', value: 'Autoridad de Transporte Municipal de Oruro' },
    { name: 'countryName', value: 'BO' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], '', { algorithm: '3des' })).getBytes();
  return Buffer.from(der, 'binary');
}
