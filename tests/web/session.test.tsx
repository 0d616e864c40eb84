import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createOperationDescriptor, getSingularSelector } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import AppShellViewerFragment, {
  type AppShell_viewer$data,
} from '../../web/src/layout/__generated__/AppShell_viewer.graphql.ts';
import AppShellQuery, { type AppShellQuery$data } from '../../web/src/layout/__generated__/AppShellQuery.graphql.ts';
import { AccountMenu } from '../../web/src/layout/AccountMenu.tsx';
import { AddressSelector } from '../../web/src/layout/AddressSelector.tsx';
import { clearDeviceCookies, writeDeviceCookie } from '../../web/src/device/cookies.ts';
import ShoppingCartPageQuery, {
  type ShoppingCartPageQuery$data,
} from '../../web/src/pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
import { keepRedirect, returnPath, signInPath } from '../../web/src/session/redirect.ts';
import { RequireSignIn } from '../../web/src/session/RequireSignIn.tsx';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const address = (id: string, localArea: string, pincode: string, isPrimary = false) => ({
  id,
  name: 'Rahul Sharma',
  houseName: '12 MG Road',
  localArea,
  pincode,
  isPrimary,
});

/** The layout's viewer fragment data for a guest (`user` null) or a shopper. */
function shellViewer(user: { name: string; addresses: ReturnType<typeof address>[] } | null) {
  const environment = createMockEnvironment();
  const operation = createOperationDescriptor(AppShellQuery, {});
  environment.commitPayload(
    operation,
    MockPayloadGenerator.generate(operation, { Viewer: () => ({ user }), User: () => user ?? {} }).data!,
  );
  const { viewer } = environment.lookup(operation.fragment).data as AppShellQuery$data;
  return {
    environment,
    viewer: environment.lookup(getSingularSelector(AppShellViewerFragment, viewer)).data as AppShell_viewer$data,
  };
}

describe('returning after sign-in', () => {
  it('goes back to a path on this site, and nowhere else', () => {
    const back = (redirect: string) => returnPath(new URLSearchParams({ redirect }));
    expect(back('/my-account?tab=orders#top')).toBe('/my-account?tab=orders#top');
    // Tabs and newlines are dropped by a browser reading a Location header: "/<tab>/host" is "//host".
    for (const outside of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\t\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(back(outside)).toBe('/');
    expect(returnPath(new URLSearchParams())).toBe('/');
  });

  it("takes the sign-in page's fragment when the return path has none (a server redirect cannot see it)", () => {
    expect(returnPath(new URLSearchParams({ redirect: '/shopping-cart' }), '#my-Wishlist')).toBe(
      '/shopping-cart#my-Wishlist',
    );
    expect(returnPath(new URLSearchParams({ redirect: '/my-account#top' }), '#other')).toBe('/my-account#top');
    expect(returnPath(new URLSearchParams({ redirect: '//evil.example' }), '#x')).toBe('/');
  });

  it('carries the return path across sign-in screens and builds it from a location', () => {
    const pending = new URLSearchParams({ redirect: '/shopping-cart#my-Wishlist' });
    expect(keepRedirect('/otp-snd/9876543210/abc', pending)).toBe(
      '/otp-snd/9876543210/abc?redirect=%2Fshopping-cart%23my-Wishlist',
    );
    expect(keepRedirect('/login?x=1', pending)).toBe('/login?x=1&redirect=%2Fshopping-cart%23my-Wishlist');
    expect(keepRedirect('/login', new URLSearchParams())).toBe('/login');
    expect(signInPath({ pathname: '/my-account', search: '?a=1', hash: '' })).toBe(
      '/login?redirect=%2Fmy-account%3Fa%3D1',
    );
  });
});

describe('RequireSignIn', () => {
  function LocationProbe() {
    const location = useLocation();
    return <p>at {location.pathname + location.search}</p>;
  }

  function renderGuarded(user: object | null) {
    const environment = createMockEnvironment();
    const operation = createOperationDescriptor(ShoppingCartPageQuery, {});
    environment.commitPayload(operation, MockPayloadGenerator.generate(operation, { Viewer: () => ({ user }) }).data!);
    const { viewer } = environment.lookup(operation.fragment).data as ShoppingCartPageQuery$data;
    return renderStorefront(
      <Routes>
        <Route path="/my-account" element={<RequireSignIn viewer={viewer}>personal page</RequireSignIn>} />
        <Route path="/login" element={<LocationProbe />} />
      </Routes>,
      { environment, url: '/my-account?tab=1' },
    );
  }

  it('sends a guest to sign in with the way back', () => {
    renderGuarded(null);
    expect(screen.getByText('at /login?redirect=%2Fmy-account%3Ftab%3D1')).toBeTruthy();
    expect(screen.queryByText('personal page')).toBeNull();
  });

  it('shows the page to a signed-in shopper', () => {
    renderGuarded({ id: 'VXNlcjpVU1IwMDAx' });
    expect(screen.getByText('personal page')).toBeTruthy();
  });
});

describe('AddressSelector', () => {
  const addresses = [address('a1', 'Andheri East', '400069'), address('a2', 'Koramangala', '560034', true)];

  it("shows the primary address's local area and pincode until another is chosen", () => {
    const { environment, viewer } = shellViewer({ name: 'Rahul Sharma', addresses });
    renderStorefront(<AddressSelector viewer={viewer} />, { environment });
    expect(screen.getByRole('button', { name: 'Deliver to Koramangala 560034' })).toBeTruthy();
  });

  it('shows the address chosen on this device', () => {
    writeDeviceCookie('deliveryAddressId', 'a1');
    const { environment, viewer } = shellViewer({ name: 'Rahul Sharma', addresses });
    renderStorefront(<AddressSelector viewer={viewer} />, { environment });
    expect(screen.getByRole('button', { name: 'Deliver to Andheri East 400069' })).toBeTruthy();
    clearDeviceCookies();
  });

  it('shows nothing for a guest or a shopper without addresses', () => {
    for (const user of [null, { name: 'Imran Khan', addresses: [] }]) {
      const { environment, viewer } = shellViewer(user);
      const { container } = renderStorefront(<AddressSelector viewer={viewer} />, { environment });
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});

describe('AccountMenu', () => {
  it('offers a guest Sign In and Sign Up', async () => {
    const { environment, viewer } = shellViewer(null);
    renderStorefront(<AccountMenu viewer={viewer} />, { environment });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('menuitem', { name: 'Sign In' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' }).getAttribute('href')).toBe('/sign-with-otp');
  });

  it("shows the shopper's name, My Profile, and asks before logging out", async () => {
    const { environment, viewer } = shellViewer({ name: 'Rahul Sharma', addresses: [] });
    renderStorefront(<AccountMenu viewer={viewer} />, { environment });
    fireEvent.click(screen.getByRole('button', { name: 'Rahul Sharma' }));
    expect((await screen.findByRole('menuitem', { name: 'My Profile' })).getAttribute('href')).toBe('/my-account');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Do you want to logout !')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
