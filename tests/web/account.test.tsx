import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import {
  AccountOverviewPane,
  AccountOverviewPaneQuery,
} from '../../web/src/pages/AccountOverviewPane/AccountOverviewPane.tsx';
import { AccountRoute } from '../../web/src/pages/AccountPage/AccountRoute.tsx';
import { ItemNotSelectedPane, ItemNotSelectedPaneQuery } from '../../web/src/pages/AccountPage/ItemNotSelectedPane.tsx';
import { HelpCentrePaneQuery } from '../../web/src/pages/HelpCentrePane/HelpCentrePane.tsx';
import { AddressesPane, AddressesPaneQuery } from '../../web/src/pages/AddressesPane/AddressesPane.tsx';
import {
  PersonalInformationPane,
  PersonalInformationPaneQuery,
} from '../../web/src/pages/PersonalInformationPane/PersonalInformationPane.tsx';
import { ReviewsPane, ReviewsPaneQuery } from '../../web/src/pages/ReviewsPane/ReviewsPane.tsx';
import { renderStorefront, resolveWith } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const USER = {
  id: 'VXNlcjpVU1IwMDAx',
  name: 'Rahul Sharma',
  email: 'demo@example.com',
  emailVerified: false,
  phone: '9876543210',
  coins: 500,
  googleConnected: false,
};

async function openPane<T extends OperationType>(
  ui: React.ReactNode,
  query: GraphQLTaggedNode,
  pane: string | null,
  data: object,
) {
  const url = pane ? `/my-account?pane=${pane}` : '/my-account';
  const view = await renderStorefront<T>(ui, { path: '/my-account', url, query, variables: {} });
  await act(async () => view.environment.mock.resolveMostRecentOperation({ data } as never));
  return view;
}

const address = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `Person ${id}`,
  phoneNumber: '9876543210',
  alternativePhoneNumber: null,
  type: 'HOME',
  isPrimary: false,
  houseName: `${id} MG Road`,
  localArea: 'Fort',
  landmark: null,
  pincode: '400001',
  state: 'Maharashtra',
  country: 'India',
  location: null,
  ...over,
});

describe('the account shell', () => {
  it('shows Hi, {name}, the menu with every pane, and Item Not Selected for an unknown pane', async () => {
    await openPane(<ItemNotSelectedPane />, ItemNotSelectedPaneQuery, 'nonsense', {
      viewer: { id: 'Vmlld2Vy', user: USER },
    });
    expect(screen.getByText('Item Not Selected')).toBeTruthy();
    const menu = within(screen.getAllByRole('navigation', { name: 'My account' })[0]!);
    expect(menu.getByRole('link', { name: 'Hi, Rahul Sharma' }).getAttribute('href')).toBe('/my-account');
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Hi, Rahul Sharma', '/my-account'],
      ['My Orders', '/my-account?pane=my-orders'],
      ['Personal Information', '/my-account?pane=personal-information'],
      ['Addresses', '/my-account?pane=address'],
      ['Wishlist', '/my-account?pane=whishlist'],
      ['My Ratings & Reviews', '/my-account?pane=rating-review'],
      ['Wallet', '/my-account?pane=wallet'],
      ['Help Centre', '/my-account?pane=help-centre'],
    ]);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('sends a guest to sign in', async () => {
    await openPane(<ItemNotSelectedPane />, ItemNotSelectedPaneQuery, 'wallet', {
      viewer: { id: 'Vmlld2Vy', user: null },
    });
    expect(screen.getByText('at /login?redirect=%2Fmy-account%3Fpane%3Dwallet')).toBeTruthy();
  });
});

describe('the overview', () => {
  const orders = ['ORD0001', 'ORD0002', 'ORD0003'].map((orderId, i) => ({
    id: `order-${i}`,
    orderId,
    items: [
      {
        productId: `PRD${i}`,
        productName: `Rice ${i}`,
        statusText: i === 0 ? 'Processing' : 'Delivered on 5 November 2026',
      },
    ],
  }));
  const viewer = {
    id: 'Vmlld2Vy',
    user: { ...USER, addresses: [] },
    orders: { totalCount: 3, edges: orders.map((node) => ({ node })) },
    wishlist: { id: 'wl', products: { totalCount: 0, edges: [] } },
  };

  it('welcomes the shopper with coins, two orders until See More Orders, account info and the wishlist count', async () => {
    await openPane(<AccountOverviewPane />, AccountOverviewPaneQuery, null, { viewer });
    expect(screen.getByRole('heading', { name: 'Welcome, Rahul Sharma' })).toBeTruthy();
    expect(screen.getByText('500 Coins')).toBeTruthy();
    expect(screen.queryByText('Rice 2')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Track Order' }).map((a) => a.getAttribute('href'))).toEqual([
      '/order-inner-page/ORD0001#track-details',
      '/order-inner-page/ORD0002#track-details',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'See More Orders' }));
    expect(screen.getByText('Rice 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See Less Orders' }));
    expect(screen.queryByText('Rice 2')).toBeNull();
    expect(screen.getByText('No Primary Address')).toBeTruthy();
    expect(screen.getByText('No Social Account Connected')).toBeTruthy();
    expect(screen.getByText('Default List 0 Items')).toBeTruthy();
  });

  it('verifies an unverified e-mail: Verify Now sends a code and opens the OTP box', async () => {
    const view = await openPane(<AccountOverviewPane />, AccountOverviewPaneQuery, null, { viewer });
    expect(screen.getByText('Your email id is not verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    const sent = view.environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('useEmailVerificationSendMutation');
    await act(async () =>
      view.environment.mock.resolve(sent, { data: { sendEmailVerification: { sent: true, userErrors: [] } } } as never),
    );
    expect(screen.getByText('Enter OTP sent to your email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeTruthy();
  });

  it('says why a code was not sent', async () => {
    const view = await openPane(<AccountOverviewPane />, AccountOverviewPaneQuery, null, { viewer });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    const refusal = {
      sent: false,
      userErrors: [
        { field: null, code: 'TOO_MANY_ATTEMPTS', message: 'Too many OTP requests. Try again in 10 minutes.' },
      ],
    };
    await act(async () =>
      view.environment.mock.resolveMostRecentOperation({ data: { sendEmailVerification: refusal } } as never),
    );
    expect(screen.getByText('Too many OTP requests. Try again in 10 minutes.')).toBeTruthy();
    expect(screen.queryByText('Enter OTP sent to your email')).toBeNull();
  });
});

describe('personal information', () => {
  const open = (user: object) =>
    openPane(<PersonalInformationPane />, PersonalInformationPaneQuery, 'personal-information', {
      viewer: { id: 'Vmlld2Vy', user },
    });

  it("edits one field at a time with the product's rules, saves and returns to view mode", async () => {
    const view = await open(USER);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Name' }));
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name must be at least 2 characters.')).toBeTruthy();
    expect(view.environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Rahul K Sharma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = view.environment.mock.getMostRecentOperation();
    expect(saving.request.variables).toEqual({ input: { name: 'Rahul K Sharma' } });
    await act(async () =>
      view.environment.mock.resolve(saving, {
        data: { updateProfile: { user: { ...USER, name: 'Rahul K Sharma' }, userErrors: [] } },
      } as never),
    );
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByText('Rahul K Sharma')).toBeTruthy();
  });

  it('keeps a phone to ten digits and checks the e-mail format', async () => {
    await open(USER);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Phone Number' }));
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '98-765 432101234' } });
    expect(phone.value).toBe('9876543210');
    fireEvent.change(phone, { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Phone number must be 10 digits.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
  });

  it('changes the e-mail only once a code sent to the new address is confirmed, then saves it verified', async () => {
    const view = await open(USER);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' rahul.new@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = view.environment.mock.getMostRecentOperation();
    expect(saving.request.variables).toEqual({ input: { email: 'rahul.new@example.com' } });
    const notVerified = {
      user: null,
      userErrors: [
        { field: ['input', 'email'], code: 'NOT_VERIFIED', message: 'Please verify the new email address first' },
      ],
    };
    await act(async () => view.environment.mock.resolve(saving, { data: { updateProfile: notVerified } } as never));
    const sending = view.environment.mock.getMostRecentOperation();
    expect(sending.request.node.params.name).toBe('useNewEmailCodeRequestMutation');
    expect(sending.request.variables).toEqual({ input: { email: 'rahul.new@example.com' } });
    await act(async () =>
      view.environment.mock.resolve(sending, {
        data: { requestNewEmailCode: { sent: true, userErrors: [] } },
      } as never),
    );
    expect(screen.getByText('Enter the OTP sent to the new email')).toBeTruthy();
    expect(screen.queryByText('Please verify the new email address first')).toBeNull();

    fireEvent.change(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })[0]!, { target: { value: '654321' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    const verifying = view.environment.mock.getMostRecentOperation();
    expect(verifying.request.node.params.name).toBe('useNewEmailCodeVerifyMutation');
    expect(verifying.request.variables).toEqual({ input: { email: 'rahul.new@example.com', code: '654321' } });
    await act(async () =>
      view.environment.mock.resolve(verifying, {
        data: { verifyNewEmailCode: { verified: true, userErrors: [] } },
      } as never),
    );
    const saved = view.environment.mock.getMostRecentOperation();
    expect(saved.request.node.params.name).toBe('useUpdateProfileMutation');
    expect(saved.request.variables).toEqual({ input: { email: 'rahul.new@example.com' } });
    const user = { ...USER, email: 'rahul.new@example.com', emailVerified: true };
    await act(async () =>
      view.environment.mock.resolve(saved, { data: { updateProfile: { user, userErrors: [] } } } as never),
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText('rahul.new@example.com')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verified' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('locks a verified e-mail and shows the connected accounts', async () => {
    await open({ ...USER, emailVerified: true, googleConnected: true });
    expect((screen.getByRole('button', { name: 'Verified' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit Email' })).toBeNull();
    expect(screen.getByText('Connect Social Accounts')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByText('Not Connected')).toBeTruthy();
  });
});

describe('my saved addresses', () => {
  it('lists the primary address first as Default, deletes another after the question', async () => {
    const view = await openPane(<AddressesPane />, AddressesPaneQuery, 'address', {
      viewer: {
        id: 'Vmlld2Vy',
        user: { id: USER.id, addresses: [address('A1'), address('A2', { isPrimary: true, type: 'OFFICE' })] },
      },
    });
    const cards = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Person A2')).toBeTruthy();
    expect(within(cards[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards[0]!).getByText('Office')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Delete Person A1, 400001' }));
    expect(await screen.findByText('Are you sure you want to delete this address?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const deleting = view.environment.mock.getMostRecentOperation();
    expect(deleting.request.variables).toEqual({ input: { addressId: 'A1' } });
    await resolveWith(view.environment, {
      User: () => ({ id: USER.id, addresses: [address('A2', { isPrimary: true })] }),
      DeleteAddressPayload: () => ({ deletedAddressId: 'A1', userErrors: [] }),
    });
    expect(screen.queryByText('Person A1')).toBeNull();
  });

  it('opens the address form to add one', async () => {
    await openPane(<AddressesPane />, AddressesPaneQuery, 'address', {
      viewer: { id: 'Vmlld2Vy', user: { id: USER.id, addresses: [] } },
    });
    expect(screen.getByText('No Address Available')).toBeTruthy();
    // A link to the form's own page (what it opens without the app); with the app, the dialog opens in place.
    const add = screen.getByRole('link', { name: 'Add New Address' });
    expect(add.getAttribute('href')).toBe('/my-account?pane=address&address=new');
    fireEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Add New Address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use My Location' })).toBeTruthy();
  });
});

describe('my ratings and reviews', () => {
  it('shows each review with stars, title, by {name}, Verified User and View Product', async () => {
    await openPane(<ReviewsPane />, ReviewsPaneQuery, 'rating-review', {
      viewer: {
        id: 'Vmlld2Vy',
        user: USER,
        reviews: {
          edges: [
            {
              cursor: 'c1',
              node: {
                id: 'r1',
                authorName: 'Rahul Sharma',
                rating: 4,
                title: 'Good quality',
                comment: 'Well packed.',
                createdAt: '2026-10-20T06:30:00.000Z',
                verifiedPurchase: true,
                images: [],
                product: { id: 'p2', productId: 'PRD000002', name: 'Basmati Rice' },
                __typename: 'Review',
              },
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: 'c1' },
        },
      },
    });
    expect(screen.getByText('Good quality')).toBeTruthy();
    expect(screen.getByText('by Rahul Sharma · 20 October 2026')).toBeTruthy();
    expect(screen.getByText('Verified User')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe('/product-page/PRD000002');
  });

  it('says No Reviews Found when there are none', async () => {
    await openPane(<ReviewsPane />, ReviewsPaneQuery, 'rating-review', {
      viewer: { id: 'Vmlld2Vy', user: USER, reviews: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
    });
    expect(screen.getByText('No Reviews Found')).toBeTruthy();
  });
});

describe('the help centre', () => {
  it("says 'Loading FAQs...' while it loads, and 'Failed to load FAQ data' beside the tickets when only the FAQ failed", async () => {
    const view = await renderStorefront(<AccountRoute />, {
      path: '/my-account',
      url: '/my-account?pane=help-centre',
      query: HelpCentrePaneQuery,
      variables: { count: 20 },
    });
    expect(screen.getByText('Loading FAQs...')).toBeTruthy();
    const tickets = { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
    await act(async () =>
      view.environment.mock.resolveMostRecentOperation({
        data: { viewer: { id: 'Vmlld2Vy', user: USER, tickets }, faq: null },
        errors: [{ message: 'Unexpected error.', path: ['faq'] }],
      } as never),
    );
    expect(await screen.findByRole('heading', { name: 'Help Centre' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getByRole('alert').textContent,
    ).toBe('Failed to load FAQ data');
    expect(within(screen.getByRole('region', { name: 'Open Tickets' })).getByText('No Tickets')).toBeTruthy();
    expect(screen.queryByText('Loading FAQs...')).toBeNull();
  });
});
