import { generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
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
  /** A credential for `identity`; sub defaults to one derived from the e-mail, emailVerified to true. */
  issue(
    identity: Omit<GoogleIdentity, 'sub' | 'emailVerified'> & Partial<Pick<GoogleIdentity, 'sub' | 'emailVerified'>>,
    ttlSeconds?: number,
  ): Promise<string>;
  verify(credential: string): Promise<GoogleIdentity>;
}

export async function createGoogleIssuer(clientId: string, clock: Clock): Promise<GoogleIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const key: { private: CryptoKey; public: CryptoKey } = { private: privateKey, public: publicKey };
  const seconds = () => Math.floor(clock.now() / 1000);
  return {
    async issue(identity, ttlSeconds = 3600) {
      const iat = seconds();
      const { email, name, picture, emailVerified = true } = identity;
      return new SignJWT({ email, email_verified: emailVerified, name, picture })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(GOOGLE_SANDBOX_ISSUER)
        .setAudience(clientId)
        .setSubject(identity.sub ?? `g-${Buffer.from(identity.email.toLowerCase()).toString('hex').slice(0, 20)}`)
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
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('Incomplete credential');
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
