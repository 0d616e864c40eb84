// My Wallet against the real stack (tests/helpers/liveGateway.ts): the pane's queries go through the gateway as the
// demo shopper.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { first } from '../../rest-api/src/db/queries.ts';
import type { WalletPaneQuery as WalletPaneQueryType } from '../../web/src/pages/WalletPane/__generated__/WalletPaneQuery.graphql.ts';
import { WalletPane, WalletPaneQuery } from '../../web/src/pages/WalletPane/WalletPane.tsx';
import { walletVariables } from '../../web/src/pages/WalletPane/walletPeriods.ts';
import { RouteBoundary } from '../../web/src/routing/RouteBoundary.tsx';
import { ORDERS, USERS } from '../helpers/fixtures.ts';
import { liveEnvironment, useLiveStack } from '../helpers/liveGateway.ts';

const DAY_MS = 86_400_000;

const live = useLiveStack();

afterEach(cleanup);

/**
 * The wallet pane at `url` as the app routes it: the route's loader starts the pane's query with the variables of
 * the URL it is loading (so a period change loads that period), inside the route's ErrorBoundary + Suspense.
 */
async function openWallet(url = '/my-account?pane=wallet') {
  const environment = liveEnvironment(live);
  const router = createMemoryRouter(
    [
      {
        path: '/my-account',
        HydrateFallback: () => null,
        loader: ({ request }) =>
          loadQuery<WalletPaneQueryType>(
            environment,
            WalletPaneQuery,
            walletVariables(new URL(request.url).searchParams),
          ),
        element: (
          <RouteBoundary>
            <WalletPane />
          </RouteBoundary>
        ),
      },
      { path: '*', Component: () => <p>at {router.state.location.pathname + router.state.location.search}</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
  await screen.findByRole('heading', { name: 'My Wallet' }, { timeout: 10_000 });
  return { router };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Wallet transactions' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('My Wallet', () => {
  it('reads the period from the URL: none (All), or the last 90, 120 or 200 days', () => {
    expect(walletVariables(new URLSearchParams('pane=wallet'))).toEqual({ filter: {}, count: 10 });
    expect(walletVariables(new URLSearchParams('pane=wallet&period=90'))).toEqual({
      filter: { period: 'LAST_90_DAYS' },
      count: 10,
    });
    expect(walletVariables(new URLSearchParams('period=120'))).toEqual({
      filter: { period: 'LAST_120_DAYS' },
      count: 10,
    });
    expect(walletVariables(new URLSearchParams('period=200'))).toEqual({
      filter: { period: 'LAST_200_DAYS' },
      count: 10,
    });
    expect(walletVariables(new URLSearchParams('period=365'))).toEqual({ filter: {}, count: 10 });
  });

  it("shows the demo shopper's balance, coins and the 50 coins redeemed on ORD0006", async () => {
    await openWallet();
    const coins = (
      (await first(live.queries, sql`SELECT coin FROM users WHERE id = ${USERS.demo.id}`)) as { coin: number }
    ).coin;
    expect(screen.getByText('₹0.00')).toBeTruthy();
    expect(screen.getByText(`${coins} Coins`)).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 transaction')).toBeTruthy();
    expect(rows()).toEqual([
      [expect.stringMatching(/^Used for OrderingDebit$/), ORDERS.splitA.id, expect.any(String), '− ₹5.00', '− 50'],
    ]);
    const table = within(screen.getByRole('table', { name: 'Wallet transactions' }));
    expect(table.getByRole('link', { name: ORDERS.splitA.id }).getAttribute('href')).toBe(
      `/order-inner-page/${ORDERS.splitA.id}`,
    );
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('');
  });

  it('puts the period in the URL, and lists only the transactions of that period', async () => {
    // The redemption moved 100 days back: outside the last 90 days, inside the last 120.
    await sql`UPDATE orders SET orderDate = orderDate - ${100 * DAY_MS} WHERE id = ${ORDERS.splitA.id}`.execute(
      live.queries,
    );

    const { router } = await openWallet('/my-account?pane=wallet');
    const period = () => screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    expect(rows()).toHaveLength(1);
    expect([...period().options].map((option) => option.text)).toEqual([
      'All',
      'Last 90 Days',
      'Last 120 Days',
      'Last 200 Days',
    ]);

    await act(async () => fireEvent.change(period(), { target: { value: '90' } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pane: 'wallet',
      period: '90',
    });
    await screen.findByText('No transactions yet.', {}, { timeout: 5000 });
    expect(period().value).toBe('90');

    await act(async () => fireEvent.change(period(), { target: { value: '120' } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pane: 'wallet',
      period: '120',
    });
    await waitFor(
      () => expect(rows()).toEqual([[expect.any(String), ORDERS.splitA.id, expect.any(String), '− ₹5.00', '− 50']]),
      { timeout: 5000 },
    );

    await act(async () => fireEvent.change(period(), { target: { value: '' } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ pane: 'wallet' });
    await act(async () => router.navigate(-1));
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('120');
  });
});
