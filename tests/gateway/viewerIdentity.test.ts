// A viewer per identity (issue 56, part 1): `Viewer.id` is one per shopper and one for every guest, `node(id:)` finds a
// viewer for its own identity only, and the payloads of sign-in, sign-out and session mutations answer the new
// identity's viewer with its own cart and wishlist, so a client that normalizes by ID never mixes two shoppers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '../helpers/fixtures.ts';
import { globalId, startGateway, type TestGateway } from '../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const VIEWER_FIELDS = 'id user { userId } cart { id lines { product { productId } quantity } } wishlist { id }';
const VIEWER = `{ viewer { ${VIEWER_FIELDS} } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Viewer { user { userId } } } }`;

const viewerOf = async (token?: string) => {
  const { body } = await gw.graphql(VIEWER, {}, { token });
  expect(body.errors).toBeUndefined();
  return body.data.viewer;
};
/** The shopper's cart lines as the REST API stores them. */
const storedCart = async (user: { email: string; password: string }) =>
  (await gw.api.get('/get-cart-products', { token: await gw.api.signIn(user) })).body.cart.map(
    (line: { productId: string; quantity: number }) => ({
      product: { productId: line.productId },
      quantity: line.quantity,
    }),
  );

describe('Viewer.id', () => {
  it('is one per shopper, the same in each of their sessions, and one shared by every guest', async () => {
    const [demoA, demoB, second] = await Promise.all([
      gw.api.signIn(USERS.demo),
      gw.api.signIn(USERS.demo),
      gw.api.signIn(USERS.second),
    ]);
    const [guest1, guest2, demo1, demo2, asha] = await Promise.all([
      viewerOf(),
      viewerOf(),
      viewerOf(demoA),
      viewerOf(demoB),
      viewerOf(second),
    ]);
    expect(guest1).toEqual({ id: guest2.id, user: null, cart: null, wishlist: null });
    expect(demo1.id).toBe(demo2.id);
    expect(new Set([guest1.id, demo1.id, asha.id]).size).toBe(3);
    expect(demo1.user).toEqual({ userId: USERS.demo.id });
    expect(asha.user).toEqual({ userId: USERS.second.id });
  });

  it('carries no session token: signing in again gives a new token and the same ID', async () => {
    const token = await gw.api.signIn(USERS.demo);
    const { id } = await viewerOf(token);
    const decoded = Buffer.from(id, 'base64').toString('utf8');
    expect(decoded).not.toContain(token);
    expect(id).toBe((await viewerOf(await gw.api.signIn(USERS.demo))).id);
  });
});

describe('node(id:) with a viewer ID', () => {
  it("finds the asker's own viewer, and nobody else's", async () => {
    const [demo, second] = await Promise.all([gw.api.signIn(USERS.demo), gw.api.signIn(USERS.second)]);
    const [demoViewer, ashaViewer, guestViewer] = await Promise.all([viewerOf(demo), viewerOf(second), viewerOf()]);
    const [demoId, ashaId, guestId] = [demoViewer.id as string, ashaViewer.id as string, guestViewer.id as string];
    const node = async (id: string, token?: string) => (await gw.graphql(NODE, { id }, { token })).body.data.node;

    expect(await node(demoId, demo)).toEqual({ __typename: 'Viewer', id: demoId, user: { userId: USERS.demo.id } });
    expect(await node(guestId)).toEqual({ __typename: 'Viewer', id: guestId, user: null });
    expect(await node(ashaId, demo)).toBeNull();
    expect(await node(demoId)).toBeNull();
    expect(await node(guestId, demo)).toBeNull();
    // The ID the viewer had before it was per identity names no one.
    expect(await node(globalId('Viewer', 'viewer'), demo)).toBeNull();
  });
});

describe('payloads that change who the viewer is', () => {
  const SIGN_IN = `mutation ($input: SignInWithEmailInput!) {
    signInWithEmail(input: $input) { viewer { ${VIEWER_FIELDS} } userErrors { code } }
  }`;

  it("sign-in answers the new shopper's viewer with their cart and wishlist, even over another shopper's session", async () => {
    const demo = await gw.api.signIn(USERS.demo);
    const before = await viewerOf(demo);
    const { body } = await gw.graphql(
      SIGN_IN,
      { input: { email: USERS.second.email, password: USERS.second.password } },
      { headers: { cookie: `session=${demo}` } },
    );
    const { viewer } = body.data.signInWithEmail;
    expect(viewer).toEqual(await viewerOf(await gw.api.signIn(USERS.second)));
    expect(viewer.id).not.toBe(before.id);
    expect(viewer.cart.lines).toEqual(await storedCart(USERS.second));
    expect(viewer.cart.id).not.toBe(before.cart.id);
    expect(viewer.wishlist.id).not.toBe(before.wishlist.id);
  });

  it("a refused sign-in answers the unchanged viewer; sign-out answers the guest's", async () => {
    const demo = await gw.api.signIn(USERS.demo);
    const cookie = { headers: { cookie: `session=${demo}` } };
    const before = await viewerOf(demo);
    const refused = await gw.graphql(SIGN_IN, { input: { email: USERS.second.email, password: 'Wrong@1234' } }, cookie);
    expect(refused.body.data.signInWithEmail).toEqual({
      viewer: before,
      userErrors: [{ code: 'INVALID_CREDENTIALS' }],
    });

    const out = await gw.graphql(`mutation { signOut { viewer { ${VIEWER_FIELDS} } } }`, {}, cookie);
    expect(out.body.data.signOut.viewer).toEqual(await viewerOf());
  });

  it('refreshSession answers the same identity under the new token', async () => {
    const demo = await gw.api.signIn(USERS.demo);
    const { body } = await gw.graphql(
      `mutation { refreshSession { viewer { ${VIEWER_FIELDS} } session { token } } }`,
      {},
      { token: demo },
    );
    expect(body.data.refreshSession.viewer).toEqual(await viewerOf(body.data.refreshSession.session.token));
    expect(body.data.refreshSession.viewer.user).toEqual({ userId: USERS.demo.id });
  });
});
