import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEYLEN = 64;

/** scrypt on libuv's thread pool, so hashing never blocks the event loop of a request path. */
const scryptAsync = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEYLEN, (error, key) => (error ? reject(error) : resolve(key))),
  );

const format = (salt: Buffer, hash: Buffer) => `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;

/** `scrypt$<saltHex>$<hashHex>` with node's default cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt));
}

/** The same hash computed synchronously, for the seed (which runs before anything is served). */
export function hashPasswordForSeed(password: string, salt: Buffer): string {
  return format(salt, scryptSync(password, salt, KEYLEN));
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
