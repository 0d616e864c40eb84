import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { generateKeyPair, importPKCS8, importSPKI, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import type { Clock } from '../clock.ts';

export const GOOGLE_SANDBOX_ISSUER = 'https://accounts.google.sandbox.local';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
  picture?: string;
}

/**
 * A local stand-in for Google Identity Services: it signs ID-token-shaped credentials (RS256) and verifies
 * signature, issuer, audience and expiry exactly as the real verification would.
 */
export interface GoogleIssuer {
  /** A credential for `identity`; sub defaults to `sandboxSubject(email)`, emailVerified to true. */
  issue(
    identity: Omit<GoogleIdentity, 'sub' | 'emailVerified'> & Partial<Pick<GoogleIdentity, 'sub' | 'emailVerified'>>,
    ttlSeconds?: number,
  ): Promise<string>;
  verify(credential: string): Promise<GoogleIdentity>;
}

/**
 * The sandbox's stable account id for an e-mail: the whole SHA-256 of the lower-cased address, so two addresses
 * never share one (Google's own `sub` is an opaque number).
 */
export const sandboxSubject = (email: string) => `g-${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

/** A new signing key for the sandbox, as GOOGLE_SANDBOX_KEY takes it (an RSA private key, PKCS#8 PEM). */
export const newSandboxKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The issuer's key pair: from `privateKeyPem` (PKCS#8), so several REST API instances accept each other's credentials, or a new one. */
async function signingKeys(privateKeyPem: string | null): Promise<{ private: CryptoKey; public: CryptoKey }> {
  if (!privateKeyPem) {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    return { private: privateKey, public: publicKey };
  }
  const spki = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  return { private: await importPKCS8(privateKeyPem, 'RS256'), public: await importSPKI(spki, 'RS256') };
}

export async function createGoogleIssuer(
  clientId: string,
  clock: Clock,
  privateKeyPem: string | null = null,
): Promise<GoogleIssuer> {
  const key = await signingKeys(privateKeyPem);
  const seconds = () => Math.floor(clock.now() / 1000);
  return {
    async issue(identity, ttlSeconds = 3600) {
      const iat = seconds();
      const { email, name, picture, emailVerified = true } = identity;
      return new SignJWT({ email, email_verified: emailVerified, name, picture })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(GOOGLE_SANDBOX_ISSUER)
        .setAudience(clientId)
        .setSubject(identity.sub ?? sandboxSubject(identity.email))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key.private);
    },
    async verify(credential) {
      const { payload } = await jwtVerify(credential, key.public, {
        issuer: GOOGLE_SANDBOX_ISSUER,
        audience: clientId,
        algorithms: ['RS256'],
        currentDate: new Date(clock.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
        throw new Error('Incomplete credential');
      return {
        sub: payload.sub,
        email: payload.email,
        name: typeof payload.name === 'string' ? payload.name : payload.email,
        emailVerified: payload.email_verified === true,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    },
  };
}
