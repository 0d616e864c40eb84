// The gateway's cookies: the session and the sign-up verifications, all HttpOnly (scripts never read them).

/** A cookie's value on the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name || !value.join('=')) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A `Set-Cookie` value that sets `value` for `maxAge` seconds, or clears the cookie when `value` is null; sent back
 * for every path of the site unless `path` narrows it.
 */
export function setCookie(
  name: string,
  value: string | null,
  maxAge: number,
  { secure, path = '/' }: { secure: boolean; path?: string },
): string {
  const attributes = [`Path=${path}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [
    `${name}=${value === null ? '' : encodeURIComponent(value)}`,
    `Max-Age=${value === null ? 0 : maxAge}`,
    ...attributes,
  ].join('; ');
}
