import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { LISTS, USERS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { graph, signedIn, restAs, registered } = shopperPages(e2e);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart, \d+ items?$/ });
const cartCount = async (page: Page) =>
  Number(/\d+/.exec((await cartLink(page).getAttribute('aria-label')) ?? '')?.[0]);
const listProducts = (page: Page) => page.getByRole('list', { name: 'List products' });

/** What the shopper should see of each product of a list: its name and price, as the graph has them. */
async function productsOf(page: Page, productIds: readonly string[]) {
  const query = /* GraphQL */ 'query ($id: ID!) { product(productId: $id) { name offerPrice { formatted } } }';
  const products = [];
  for (const id of productIds)
    products.push(
      (await graph<{ product: { name: string; offerPrice: { formatted: string } } }>(page, query, { id })).product,
    );
  return products;
}

/** The share link of one of demo's lists, as the Share button gives it in a browser without a share facility. */
async function shareLinkFromUi(page: Page, listName: string): Promise<string> {
  await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
  await page.getByRole('tab', { name: 'Shared List' }).click();
  const lists = page.getByRole('list', { name: 'Your lists' });
  await lists.getByRole('button', { name: listName, exact: true }).click();
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await lists.getByRole('button', { name: `Share ${listName}` }).click();
  const link = await page
    .getByRole('dialog', { name: `Shared List: ${listName}` })
    .getByRole('textbox', { name: 'Link to share' })
    .inputValue();
  expect(link).toMatch(new RegExp(`^${e2e.stack.url}/lists/shared/[\\w-]{43}$`));
  return link;
}

/** What the page shows of someone else's list must never hold her last name, contacts, ids or her other lists. */
async function expectNothingPersonal(page: Page) {
  // The page, not the shell: "Office Supplies" is a category name as well.
  const text = await page.getByRole('main').innerText();
  for (const secret of [
    'Sharma',
    USERS.demo.email,
    USERS.demo.phone,
    LISTS.office.listName,
    LISTS.office.id,
    LISTS.diwali.id,
  ]) {
    expect(text).not.toContain(secret);
  }
}

describe('shared list links', () => {
  it("opens demo's shared list for another shopper, read-only, and adds a product to that shopper's own cart", async () => {
    const owner = await signedIn(USERS.demo);
    await owner.setViewportSize(DESKTOP);
    const link = await shareLinkFromUi(owner, LISTS.diwali.listName);

    const asha = await signedIn(USERS.second);
    await asha.setViewportSize(DESKTOP);
    const expected = await productsOf(asha, LISTS.diwali.items);
    await asha.goto(`${e2e.stack.url}/shopping-cart`);
    await expect.poll(() => cartLink(asha).count()).toBe(1);
    const before = await cartCount(asha);

    const requests = recordOperations(asha);
    await asha.goto(link);
    await expect.poll(() => asha.getByRole('heading', { level: 1, name: LISTS.diwali.listName }).count()).toBe(1);
    expect(new URL(asha.url()).pathname).toMatch(/^\/lists\/shared\//);
    await expect.poll(() => asha.getByText('Shared by Rahul · 3 Products', { exact: true }).count()).toBe(1);
    const cards = listProducts(asha).getByRole('listitem');
    expect(await cards.count()).toBe(3);
    for (const [i, product] of expected.entries()) {
      const card = cards.nth(i);
      expect(await card.getAttribute('aria-label')).toBe(product.name);
      expect(await card.innerText()).toContain(product.offerPrice.formatted);
    }
    await expectNothingPersonal(asha);
    // Read-only: no Remove, no Private choice; no GraphQL request for the screen (the server rendered it).
    expect(await listProducts(asha).getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(await asha.getByRole('checkbox', { name: 'Private' }).count()).toBe(0);
    expect(requests).toEqual([]);

    await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => cards.nth(0).getByRole('link', { name: 'Go to Cart' }).count()).toBe(1);
    await expect.poll(() => cartCount(asha)).toBe(before + 1);
    const { viewer } = await graph<{ viewer: { cart: { lines: { product: { productId: string } }[] } } }>(
      asha,
      /* GraphQL */ '{ viewer { cart { lines { product { productId } } } } }',
    );
    expect(viewer.cart.lines.map((line) => line.product.productId)).toContain(LISTS.diwali.items[0]);

    // The owner's list is unchanged, and her own link opens it for her as before: editable, in her Shared List tab.
    const stored = await restAs<{ sharableLists: { id: string; items: { productId: string }[] }[] }>(
      owner,
      '/getsharable-list',
    );
    expect(stored.sharableLists.find((list) => list.id === LISTS.diwali.id)!.items.map((p) => p.productId)).toEqual([
      ...LISTS.diwali.items,
    ]);
    await owner.goto(link);
    await expect.poll(() => owner.getByRole('heading', { level: 3, name: LISTS.diwali.listName }).count()).toBe(1);
    expect(new URL(owner.url()).searchParams.get('listId')).toBe(LISTS.diwali.id);
    expect(await listProducts(owner).getByRole('button', { name: 'Remove' }).count()).toBe(3);
    await Promise.all([owner.context().close(), asha.context().close()]);
  });

  it('opens a shared list for a guest on a phone without asking to sign in; Add to Cart asks a guest to sign in, as everywhere', async () => {
    const owner = await signedIn(USERS.demo);
    const link = await shareLinkFromUi(owner, LISTS.diwali.listName);
    const guest = await e2e.browser.newPage({ viewport: PHONE, isMobile: true });
    await guest.goto(link);
    await expect.poll(() => guest.getByRole('heading', { level: 1, name: LISTS.diwali.listName }).count()).toBe(1);
    expect(new URL(guest.url()).pathname).toBe(new URL(link).pathname);
    await expect.poll(() => guest.getByText('Shared by Rahul · 3 Products', { exact: true }).count()).toBe(1);
    const [first] = await productsOf(guest, LISTS.diwali.items);
    const card = listProducts(guest).getByRole('listitem', { name: first!.name, exact: true });
    expect(await card.innerText()).toContain(first!.offerPrice.formatted);
    await expectNothingPersonal(guest);

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => new URL(guest.url()).pathname).toBe('/login');
    expect(new URL(guest.url()).searchParams.get('redirect')).toBe(new URL(link).pathname);
    await Promise.all([owner.context().close(), guest.context().close()]);
  });

  it('says a private list is private to another shopper and a guest on a phone, and still opens it for its owner', async () => {
    const owner = await signedIn(USERS.demo);
    await owner.goto(`${e2e.stack.url}/shopping-cart?listId=${LISTS.office.id}#my-Wishlist`);
    const privacy = owner.getByRole('checkbox', { name: 'Private' });
    await expect.poll(() => privacy.count()).toBe(1);
    // The shopper presses the box's label (its input is hidden): a forced check of the input clicks wherever the
    // input lies, which the sticky header can cover.
    await owner.locator('label').filter({ has: privacy }).click();
    await expect.poll(() => privacy.isChecked()).toBe(true);
    await expect.poll(() => owner.getByText('Only you can open its link.').count()).toBe(1);
    // The tick is optimistic: the stored list follows once the mutation's answer is in.
    const officeList = async () => {
      const { viewer } = await graph<{
        viewer: { lists: { edges: { node: { listId: string; shareUrl: string; isPrivate: boolean } }[] } };
      }>(owner, /* GraphQL */ '{ viewer { lists { edges { node { listId shareUrl isPrivate } } } } }');
      return viewer.lists.edges.find((edge) => edge.node.listId === LISTS.office.id)!.node;
    };
    await expect.poll(async () => (await officeList()).isPrivate).toBe(true);
    const office = await officeList();

    const asha = await signedIn(USERS.second);
    await asha.setViewportSize(PHONE);
    const guest = await e2e.browser.newPage({ viewport: PHONE, isMobile: true });
    for (const page of [asha, guest]) {
      await page.goto(office.shareUrl);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'This list is private' }).count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(new URL(office.shareUrl).pathname);
      expect(await page.getByRole('main').innerText()).not.toContain(LISTS.office.listName);
    }
    // A guest may be the owner on another device: offered (not sent) to sign in; a signed-in shopper is not.
    expect(await guest.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await asha.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    await owner.goto(office.shareUrl);
    await expect.poll(() => owner.getByRole('heading', { level: 3, name: LISTS.office.listName }).count()).toBe(1);
    await Promise.all([owner.context().close(), asha.context().close(), guest.context().close()]);
  });
});

describe('the Shared List tab', () => {
  it('reads the chosen list in the screen\'s one request and shows a long one a page at a time ("Show more")', async () => {
    const page = await registered();
    await page.setViewportSize(DESKTOP);
    const createList = (name: string, productIds: string[]) =>
      graph(page, /* GraphQL */ 'mutation ($input: CreateListInput!) { createList(input: $input) { list { id } } }', {
        input: { name, productIds },
      });
    const productIds = Array.from({ length: 25 }, (_, i) => `PRD${String(i + 1).padStart(6, '0')}`);
    await createList('Snacks', productIds.slice(0, 1));
    await createList('Party Supplies', productIds);
    const { viewer } = await graph<{
      viewer: { lists: { edges: { node: { name: string; items: { edges: { node: { name: string } }[] } } }[] } };
    }>(
      page,
      /* GraphQL */ '{ viewer { lists { edges { node { name items(first: 25) { edges { node { name } } } } } } } }',
    );
    const party = viewer.lists.edges.find((edge) => edge.node.name === 'Party Supplies')!;
    const names = party.node.items.edges.map((edge) => edge.node.name);
    expect(names).toHaveLength(25);

    await page.goto(`${e2e.stack.url}/shopping-cart#my-Wishlist`);
    await page.getByRole('tab', { name: 'Shared List' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 3, name: 'Snacks' }).count()).toBe(1);
    const requests = recordOperations(page);
    await page
      .getByRole('list', { name: 'Your lists' })
      .getByRole('button', { name: 'Party Supplies', exact: true })
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 3, name: 'Party Supplies' }).count()).toBe(1);
    expect(requests).toEqual([['ShoppingCartPageQuery']]);
    expect(await page.getByText('25 Products', { exact: true }).count()).toBe(1);
    const cards = listProducts(page).getByRole('listitem');
    const shown = () => cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(await shown()).toEqual(names.slice(0, 20));

    requests.length = 0;
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(shown).toEqual(names);
    expect(requests).toEqual([['SharedListProductsPaginationQuery']]);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(await listProducts(page).getByRole('button', { name: 'Remove' }).count()).toBe(25);
    await page.context().close();
  });
});
