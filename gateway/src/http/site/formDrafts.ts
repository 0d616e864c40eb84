// A form of several steps posted without the app (the e-mail sign-up: its password is typed at the first step and
// sent at the last) keeps what its earlier steps took between its posts. The app keeps it in the page's memory; without
// the app it is kept here: encrypted (AES-256-GCM) in the shared state for ten minutes, under a key that only the
// browser holds, in an HttpOnly cookie sent back to that page's path alone. Neither the store nor the cookie reads it
// alone, and it is never written into a page, a URL or a log line.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SharedState } from '../../shared/sharedState.ts';
import { readCookie, setCookie } from '../cookies.ts';

const COOKIE = 'form_draft';
/** As long as the codes its steps send stay valid. */
const DRAFT_SECONDS = 10 * 60;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A page's draft, as its route's action sees it (web/src/forms/formAction.ts declares the same shape). */
export interface FormDraft {
  /** What the earlier steps kept, or null (none, expired, or from another build of the store). */
  read(): Promise<string | null>;
  /** Keeps `value` in place of what was kept. */
  keep(value: string): Promise<void>;
  /** Forgets it: the form is done. */
  drop(): Promise<void>;
}

/** A request's draft, and the `Set-Cookie` value its change needs on the response (null: none). */
export interface RequestDraft extends FormDraft {
  readonly cookie: string | null;
}

const storeKey = (path: string, id: string) => `form-draft:${path}:${id}`;

function seal(key: Buffer, value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The value sealed under `key`; null when it was sealed under another (or tampered with). */
function open(key: Buffer, stored: string): string | null {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The cookie's store id and key: `<id>.<key>`, both random (16 and 32 bytes, base64url). */
function cookieParts(request: Request): { id: string; key: Buffer } | null {
  const [id, key, ...rest] = (readCookie(request, COOKIE) ?? '').split('.');
  if (!id || !key || rest.length > 0 || !/^[\w-]{22}$/.test(id) || !/^[\w-]{43}$/.test(key)) return null;
  return { id, key: Buffer.from(key, 'base64url') };
}

/** The drafts of the pages' forms, kept in `state`: `draftOf(request, secure)` for a form posted to a page. */
export function createFormDrafts(state: SharedState) {
  return function draftOf(request: Request, secure: boolean): RequestDraft {
    const path = new URL(request.url).pathname;
    let current = cookieParts(request);
    let cookie: string | null = null;
    const forget = async () => {
      if (current) await state.delete(storeKey(path, current.id));
      current = null;
    };
    return {
      get cookie() {
        return cookie;
      },
      async read() {
        const stored = current && (await state.get(storeKey(path, current.id)));
        return current && stored ? open(current.key, stored) : null;
      },
      async keep(value) {
        await forget();
        const id = randomBytes(16).toString('base64url');
        const key = randomBytes(32);
        await state.set(storeKey(path, id), seal(key, value), DRAFT_SECONDS * 1000);
        current = { id, key };
        cookie = setCookie(COOKIE, `${id}.${key.toString('base64url')}`, DRAFT_SECONDS, { secure, path });
      },
      async drop() {
        await forget();
        cookie = setCookie(COOKIE, null, 0, { secure, path });
      },
    };
  };
}
