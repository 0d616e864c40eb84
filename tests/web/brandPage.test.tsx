import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toaster } from '../../web/src/feedback/toaster.tsx';
import { BrandPage, BrandPageQuery } from '../../web/src/pages/BrandPage/BrandPage.tsx';
import type { BrandPageQuery as BrandPageQueryType } from '../../web/src/pages/BrandPage/__generated__/BrandPageQuery.graphql.ts';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

let toasts: MockInstance<typeof toaster.create>;
beforeEach(() => {
  toasts = vi.spyOn(toaster, 'create');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const answerData = (environment: MockEnvironment, data: object) =>
  act(async () => environment.mock.resolveMostRecentOperation({ data } as never));

const banner = {
  __typename: 'BrandBannerSection',
  title: 'Fortune',
  image: null,
  brand: {
    id: 'QnJhbmQ6MQ',
    brandId: 'BRD001',
    name: 'Fortune',
    joinedAt: '2023-04-02T00:00:00.000Z',
    logo: { url: '/logo.png', alt: 'Fortune logo' },
  },
};

async function openBrandPage(user: object | null) {
  const view = await renderStorefront<BrandPageQueryType>(<BrandPage />, {
    path: '/brand-page/:brandId',
    url: '/brand-page/BRD001',
    query: BrandPageQuery,
    variables: { brandId: 'BRD001' },
  });
  await answerData(view.environment, {
    brand: { id: 'QnJhbmQ6MQ', name: 'Fortune', page: { sections: [banner] } },
    viewer: { id: 'VIEWER', user },
  });
  return view;
}

describe("the brand page banner's Report", () => {
  it('sends the brand report with the reason and details, then thanks the shopper', async () => {
    const { environment } = await openBrandPage({ id: 'U1' });
    expect(screen.getByText('Joined on 2 April 2023')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this brand' });
    // Nothing is sent without a reason.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Report' })));
    expect(await screen.findByText('Please select a reason.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Counterfeit or fake product' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'Fake logo on the packs.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Report' })));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useReportProductMutation');
    const input = {
      target: { brandId: 'BRD001' },
      reason: 'Counterfeit or fake product',
      details: 'Fake logo on the packs.',
    };
    expect(operation.request.variables.input).toEqual(input);
    await answerData(environment, { reportProduct: { reported: true, userErrors: [] } });
    await waitFor(() =>
      expect(toasts.mock.calls.map(([options]) => options.title)).toEqual([
        'Thank you. The seller has been told about this brand.',
      ]),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("shows the gateway's refusal in the modal", async () => {
    const { environment } = await openBrandPage({ id: 'U1' });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog', { name: 'Report this brand' });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Other' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Report' })));
    await answerData(environment, {
      reportProduct: {
        reported: false,
        userErrors: [{ field: ['input', 'brandId'], code: 'NOT_FOUND', message: 'Brand not found' }],
      },
    });
    expect(screen.getByText('Brand not found')).toBeTruthy();
  });

  it('sends a guest to sign in and back to the brand page', async () => {
    const { router } = await openBrandPage(null);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Report' })));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/login?redirect=${encodeURIComponent('/brand-page/BRD001')}`,
    );
  });
});
