import { describe, expect, it } from 'vitest';
import { shopperPages, useStackAndBrowser } from '../helpers/e2e.ts';
import { PINCODES, PRODUCTS } from '../helpers/fixtures.ts';

const e2e = useStackAndBrowser();
const { graph, signedIn } = shopperPages(e2e);

const ADD_ADDRESS = /* GraphQL */ `
  mutation ($input: AddAddressInput!) {
    addAddress(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

describe("the header's delivery location", () => {
  it('follows the address a checkout delivered to, and keeps it on the next visit', async () => {
    const page = await signedIn();
    const added = await graph<{ addAddress: { userErrors: unknown[] } }>(page, ADD_ADDRESS, {
      input: {
        name: 'Kavya Menon',
        phoneNumber: '9876543210',
        houseName: '12 Lake View',
        localArea: 'Indiranagar',
        pincode: PINCODES.deliverable,
        state: 'Karnataka',
      },
    });
    expect(added.addAddress.userErrors).toEqual([]);

    await page.goto(`${e2e.stack.url}/product-checkout/${PRODUCTS.neverBought}`);
    const location = page.getByRole('button', { name: /^Deliver to / });
    // The primary address until another is chosen.
    await expect.poll(() => location.getAttribute('aria-label')).toBe('Deliver to MG Road 560001');
    await page.getByRole('button', { name: 'See More Addresses' }).click();
    await page.getByRole('radio', { name: /Kavya Menon/ }).check({ force: true });
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check({ force: true });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-completed-page/'));
    await expect.poll(() => location.getAttribute('aria-label')).toBe('Deliver to Indiranagar 560001');

    await page.reload();
    await expect.poll(() => location.getAttribute('aria-label')).toBe('Deliver to Indiranagar 560001');
    await page.context().close();
  });
});
