import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../../web/src/layout/Footer.tsx';
import { AboutUsPage } from '../../web/src/pages/AboutUsPage/AboutUsPage.tsx';
import { policyRoutes } from '../../web/src/routing/areas/policyRoutes.tsx';

afterEach(cleanup);

/** The footer under a page outlet with the app's policy routes (lazily loaded, as in the app) and the About page. */
function openAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <main>
              <Outlet />
            </main>
            <Footer />
          </>
        ),
        // Fresh route objects per router: the router writes a lazy route's loaded parts into the object it gets.
        children: [
          ...policyRoutes.map((route) => ({ ...route, lazy: { ...route.lazy } })),
          { path: 'about-us', element: <AboutUsPage /> },
          { path: '*', element: <p>no page at this path</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

const pageHeading = async () =>
  (await within(await screen.findByRole('main')).findByRole('heading', { level: 1 })).textContent;

describe("the footer's policy pages", () => {
  it('opens each policy from its footer link, inside the layout', async () => {
    const router = openAt('/about-us');
    const footerNav = screen.getByRole('navigation', { name: 'Policies and company' });
    const expected: [string, string, string][] = [
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Shipping Policy', '/shipping-policy', 'Shipping Policy'],
      ['Return & Cancellation Policy', '/return-cancellation-policy', 'Return & Cancellation Policy'],
      ['Terms of Use', '/terms-of-use', 'Terms of Use'],
    ];
    for (const [label, path, heading] of expected) {
      await act(async () => fireEvent.click(within(footerNav).getByRole('link', { name: label })));
      // The page's chunk loads before the router moves there.
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      await waitFor(async () => expect(await pageHeading()).toBe(heading));
      expect(screen.queryByText('no page at this path')).toBeNull();
    }
  });

  it("states the marketplace's real terms: free delivery, free cancellation, refund to the original method or wallet", async () => {
    openAt('/shipping-policy');
    await pageHeading();
    expect(screen.getByText(/Delivery is free on every order/)).toBeTruthy();
    cleanup();
    openAt('/return-cancellation-policy');
    await pageHeading();
    expect(screen.getByText(/no processing fee and no cancellation fee \(₹0\)/)).toBeTruthy();
    expect(screen.getByText(/refunded to your original payment method or to your wallet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'raise a ticket' }).getAttribute('href')).toBe('/raise-ticket');
  });
});

describe('the About page', () => {
  it('links "Raise a ticket" to the ticket form and offers "Sign In to B2B Account"', async () => {
    openAt('/about-us');
    expect(screen.getByRole('link', { name: 'Raise a ticket' }).getAttribute('href')).toBe('/raise-ticket');
    expect(screen.getByRole('link', { name: 'Sign In to B2B Account' }).getAttribute('href')).toBe('/login');
  });
});
