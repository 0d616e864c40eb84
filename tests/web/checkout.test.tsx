import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutPageQuery as CheckoutPageQueryType } from '../../web/src/pages/CheckoutPage/__generated__/CheckoutPageQuery.graphql.ts';
import { CheckoutPage, CheckoutPageQuery } from '../../web/src/pages/CheckoutPage/CheckoutPage.tsx';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const money = (amount: number) => ({ amount: amount.toFixed(2), formatted: `₹${amount.toFixed(2)}` });
const address = (n: number, over: Record<string, unknown> = {}) => ({
  id: `QWRkcmVzczpBRFI${n}`,
  name: `Person ${n}`,
  phoneNumber: `900000000${n}`,
  alternativePhoneNumber: null,
  type: 'HOME',
  isPrimary: false,
  houseName: `House ${n}`,
  localArea: 'Adyar',
  landmark: null,
  pincode: `60002${n}`,
  state: 'Tamil Nadu',
  country: null,
  delivery: { deliverable: true, message: 'Great! We deliver to this location.' },
  ...over,
});
const NOT_DELIVERABLE = 'Sorry, delivery is not available in this pincode.';

const VIEWER_ID = 'Vmlld2VyOm1l';

function viewer(addresses: object[], { coins = 0 } = {}) {
  return {
    id: VIEWER_ID,
    user: { id: 'VXNlcjox', name: 'Meera Iyer', addresses },
    checkout: {
      source: 'CART',
      lines: [
        {
          quantity: 2,
          minQuantity: 1,
          maxQuantity: 10,
          unitPrice: money(100),
          lineTotal: money(200),
          listTotal: money(250),
          savings: money(50),
          product: {
            id: 'UHJvZHVjdDox',
            productId: 'PRD000001',
            name: 'Basmati Rice 5 kg',
            percentOff: 20,
            images: [],
            brand: { id: 'QnJhbmQ6MQ', name: 'India Gate' },
            seller: { id: 'U2VsbGVyOjE', storeName: 'Mehta Traders' },
          },
        },
      ],
      subTotal: money(200),
      savings: money(50),
      shippingListPrice: money(40),
      total: money(200),
      totalWithCoins: money(190),
      coins: { balance: coins, redeemable: coins ? 100 : 0, discount: money(coins ? 10 : 0) },
    },
  };
}

async function openCheckout(data: object) {
  const view = await renderStorefront<CheckoutPageQueryType>(<CheckoutPage />, {
    path: '/checkOut-page',
    url: '/checkOut-page',
    query: CheckoutPageQuery,
    variables: { source: 'CART', productId: null, quantity: null },
  });
  await act(async () => view.environment.mock.resolveMostRecentOperation({ data: { viewer: data } } as never));
  return view;
}

const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

function answer(environment: MockEnvironment, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  return act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );
}

describe('the checkout page', () => {
  it('shows an undeliverable address as such, and pays or places nothing while it is selected', async () => {
    const far = address(2, { pincode: '560025', delivery: { deliverable: false, message: NOT_DELIVERABLE } });
    await openCheckout(viewer([far, address(1)]));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Person 2/ })));
    const side = screen.getByRole('complementary');
    expect(within(side).getByText(NOT_DELIVERABLE)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Person 2/ }).closest('label')?.textContent).toContain(NOT_DELIVERABLE);
    const pay = within(side).getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(pay.getAttribute('aria-describedby')).toBe('checkout-deliver-to checkout-blocked');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Person 1/ })));
    expect(within(side).queryByText(NOT_DELIVERABLE)).toBeNull();
    expect((within(side).getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('preselects the primary address, shows two until "See More Addresses", and the side card from the graph', async () => {
    await openCheckout(viewer([address(1), address(2), address(3, { isPrimary: true })], { coins: 500 }));
    expect(screen.getByRole('heading', { name: 'Secured Checkout' })).toBeTruthy();
    const radios = screen.getAllByRole('radio', { name: /Person/ }) as HTMLInputElement[];
    expect(radios).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Person 3/ })).toHaveProperty('checked', true);
    // The primary address is the "Default" one, in the Addresses pane's word.
    expect(screen.getByRole('radio', { name: /Person 3/ }).closest('label')?.textContent).toContain('Default');
    expect(screen.queryByText('Primary')).toBeNull();
    await click('See More Addresses');
    expect(screen.getAllByRole('radio', { name: /Person/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'See Less Addresses' })).toBeTruthy();
    const side = within(screen.getByRole('complementary'));
    expect(side.getByText('₹40.00')).toBeTruthy();
    expect(side.getByText('Free Delivery')).toBeTruthy();
    expect(side.getByText('You can save up to ₹50.00 on this order')).toBeTruthy();
    expect(side.getByText('256 bit Secured Transactions')).toBeTruthy();
    await act(async () => fireEvent.click(side.getByText('Redeem 100 of your 500 Thara coins')));
    expect(side.getByText('Thara Coins Discount')).toBeTruthy();
    expect(side.getByText('₹190.00')).toBeTruthy();
  });

  it('says "No Address Available" and asks for one before placing anything', async () => {
    const { environment } = await openCheckout(viewer([]));
    expect(screen.getByText('No Address Available')).toBeTruthy();
    await click('Pay Now');
    expect(screen.getByRole('alert').textContent).toBe('Please select a delivery address');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("validates the address form with the form's messages, then shows the server's on their fields", async () => {
    const { environment } = await openCheckout(viewer([]));
    await click('Add New Address');
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Address' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })));
    for (const message of [
      'Full Name is required',
      'Phone Number is required',
      'House No/Building Name is required',
      'Local Area/City is required',
      'Pincode is required',
      'State is required',
    ]) {
      expect(dialog.getByText(message)).toBeTruthy();
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByRole('textbox', { name: label }), { target: { value } });
    type(/^Full Name/, 'Meera Iyer');
    type(/^Phone Number/, '98765');
    type(/^House No/, 'Flat 3B');
    type(/^Local Area/, 'Adyar');
    type(/^Pincode/, '6000');
    type(/^State/, 'Tamil Nadu');
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })));
    expect(dialog.getByText('Phone Number must be exactly 10 digits')).toBeTruthy();
    expect(dialog.getByText('Pincode must be exactly 6 digits')).toBeTruthy();
    type(/^Phone Number/, '9876543210');
    type(/^Pincode/, '600020');
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })));
    const { request } = environment.mock.getMostRecentOperation();
    expect(request.node.params.name).toBe('useSaveAddressAddMutation');
    expect(request.variables.input).toMatchObject({
      name: 'Meera Iyer',
      phoneNumber: '9876543210',
      pincode: '600020',
      type: 'HOME',
      isPrimary: false,
      landmark: null,
    });
    await answer(environment, {
      AddAddressPayload: () => ({
        address: null,
        user: null,
        userErrors: [
          { field: ['input', 'state'], code: 'INVALID_INPUT', message: 'State should only contain letters and spaces' },
        ],
      }),
    });
    expect(dialog.getByText('State should only contain letters and spaces')).toBeTruthy();
  });

  it('changes the cart from its Order Summary: the stepper and Remove save to the cart and reprice the checkout', async () => {
    const { environment } = await openCheckout(viewer([address(1, { isPrimary: true })]));
    const line = () => within(screen.getByRole('listitem', { name: 'Basmati Rice 5 kg' }));
    const side = within(screen.getByRole('complementary'));
    await act(async () => fireEvent.click(line().getByRole('button', { name: 'Increase quantity' })));
    const raise = environment.mock.getMostRecentOperation().request;
    expect(raise.node.params.name).toBe('useUpdateCartQuantityMutation');
    expect(raise.variables).toEqual({ input: { productId: 'PRD000001', quantity: 3 }, inCheckout: true });
    expect(line().getByLabelText('Quantity').textContent).toBe('3');
    const repriced = viewer([]).checkout;
    await answer(environment, {
      UpdateCartQuantityPayload: () => ({ userErrors: [] }),
      Viewer: () => ({ id: VIEWER_ID }),
      Checkout: () => ({
        ...repriced,
        lines: [{ ...repriced.lines[0], quantity: 3, lineTotal: money(300) }],
        subTotal: money(300),
        total: money(300),
      }),
    });
    expect(line().getByLabelText('Quantity').textContent).toBe('3');
    expect(side.getAllByText('₹300.00')).toHaveLength(2);

    await act(async () => fireEvent.click(line().getByRole('button', { name: 'Remove' })));
    const question = within(screen.getByRole('alertdialog'));
    expect(question.getByText('Are you sure you want to remove this item from the cart?')).toBeTruthy();
    await act(async () => fireEvent.click(question.getByRole('button', { name: 'Remove' })));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { productId: 'PRD000001' },
      inCheckout: true,
    });
    expect(screen.getByText('No Product in Your Cart')).toBeTruthy();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The server answered 502')));
    expect(line().getByLabelText('Quantity').textContent).toBe('3');
  });
});
