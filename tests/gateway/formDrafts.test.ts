import { describe, expect, it } from 'vitest';
import { createFormDrafts } from '../../gateway/src/http/site/formDrafts.ts';
import { createMemoryState } from '../../gateway/src/shared/memoryState.ts';

const PAGE = 'http://localhost:4000/sign-up-with-email';
const SECRET = '{"password":"Lotus#Leaf42"}';

/** A post to the page bringing `cookie` (its name=value). */
const post = (cookie = '') => new Request(PAGE, { method: 'POST', headers: cookie ? { cookie } : {} });
const nameValue = (setCookie: string | null) => (setCookie ?? '').split(';')[0]!;

describe("a page's form draft", () => {
  it('is read back with the cookie it set, and is gone once dropped', async () => {
    const draftOf = createFormDrafts(createMemoryState());
    const first = draftOf(post(), true);
    expect(await first.read()).toBeNull();
    await first.keep(SECRET);
    expect(first.cookie).toMatch(
      /^form_draft=[\w-]{22}\.[\w-]{43}; Max-Age=600; Path=\/sign-up-with-email; HttpOnly; SameSite=Lax; Secure$/,
    );
    const cookie = nameValue(first.cookie);
    expect(await draftOf(post(cookie), true).read()).toBe(SECRET);

    const last = draftOf(post(cookie), true);
    await last.drop();
    expect(last.cookie).toBe('form_draft=; Max-Age=0; Path=/sign-up-with-email; HttpOnly; SameSite=Lax; Secure');
    expect(await draftOf(post(cookie), true).read()).toBeNull();
  });

  it('is stored sealed under a key only the cookie holds: neither reads it alone', async () => {
    const state = createMemoryState();
    const draft = createFormDrafts(state)(post(), false);
    await draft.keep(SECRET);
    const [id, key] = nameValue(draft.cookie).split('=')[1]!.split('.');
    const stored = (await state.get(`form-draft:/sign-up-with-email:${id}`))!;
    expect(Buffer.from(stored, 'base64').toString('latin1')).not.toContain('Lotus');
    expect(stored).not.toContain(key);
    // Another key (one character changed), a cookie of another shape: nothing read.
    const otherKey = `${key!.startsWith('A') ? 'B' : 'A'}${key!.slice(1)}`;
    for (const cookie of [`form_draft=${id}.${otherKey}`, `form_draft=${id}`, 'form_draft=a.b.c', 'form_draft=%E0'])
      expect(await createFormDrafts(state)(post(cookie), false).read()).toBeNull();
  });

  it("is the page's own: a draft kept for one path is not read at another", async () => {
    const draftOf = createFormDrafts(createMemoryState());
    const draft = draftOf(post(), false);
    await draft.keep(SECRET);
    const elsewhere = new Request('http://localhost:4000/login', {
      method: 'POST',
      headers: { cookie: nameValue(draft.cookie) },
    });
    expect(await draftOf(elsewhere, false).read()).toBeNull();
  });
});
