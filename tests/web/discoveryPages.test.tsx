import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RecentlyViewedPage,
  RecentlyViewedPageQuery,
} from '../../web/src/pages/RecentlyViewedPage/RecentlyViewedPage.tsx';
import type { RecentlyViewedPageQuery as RecentlyViewedPageQueryType } from '../../web/src/pages/RecentlyViewedPage/__generated__/RecentlyViewedPageQuery.graphql.ts';
import {
  TopBrandProductsPage,
  TopBrandProductsPageQuery,
} from '../../web/src/pages/TopBrandProductsPage/TopBrandProductsPage.tsx';
import type { TopBrandProductsPageQuery as TopBrandProductsPageQueryType } from '../../web/src/pages/TopBrandProductsPage/__generated__/TopBrandProductsPageQuery.graphql.ts';
import { AllBrandsPage, AllBrandsPageQuery } from '../../web/src/pages/AllBrandsPage/AllBrandsPage.tsx';
import type { AllBrandsPageQuery as AllBrandsPageQueryType } from '../../web/src/pages/AllBrandsPage/__generated__/AllBrandsPageQuery.graphql.ts';
import {
  FeaturedBrandsPage,
  FeaturedBrandsPageQuery,
} from '../../web/src/pages/FeaturedBrandsPage/FeaturedBrandsPage.tsx';
import type { FeaturedBrandsPageQuery as FeaturedBrandsPageQueryType } from '../../web/src/pages/FeaturedBrandsPage/__generated__/FeaturedBrandsPageQuery.graphql.ts';
import { TopStoresPage, TopStoresPageQuery } from '../../web/src/pages/TopStoresPage/TopStoresPage.tsx';
import type { TopStoresPageQuery as TopStoresPageQueryType } from '../../web/src/pages/TopStoresPage/__generated__/TopStoresPageQuery.graphql.ts';
import { listingQueryVariables } from '../../web/src/components/listing/useListingParams.ts';
import { RECENTLY_VIEWED_SORT } from '../../web/src/pages/RecentlyViewedPage/recentlyViewedSort.ts';
import { renderStorefront, type MockEnvironment } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

function resolve(environment: MockEnvironment, data: object) {
  return act(async () => environment.mock.resolveMostRecentOperation({ data } as never));
}

const product = (n: number) => ({
  __typename: 'Product',
  id: `UHJvZHVjdDo${n}`,
  productId: `PRD00000${n}`,
  name: `Product ${n}`,
  images: [],
  rating: { average: 0, count: 0 },
  badge: null,
  seller: { id: `S${n}`, storeName: 'Mehta Traders' },
  offerPrice: { formatted: `₹${n}00.00` },
  listPrice: { formatted: `₹${n}00.00` },
  percentOff: 0,
  stockStatus: 'IN_STOCK',
  stockLabel: 'In Stock',
});

describe('the recently viewed page', () => {
  const open = (ids: string[], url = '/recently-viewed') =>
    renderStorefront<RecentlyViewedPageQueryType>(<RecentlyViewedPage />, {
      path: '/recently-viewed',
      url,
      query: RecentlyViewedPageQuery,
      variables: {
        skip: ids.length === 0,
        ...listingQueryVariables({ productIds: ids }, `http://shop.test${url}`, RECENTLY_VIEWED_SORT),
      },
    });
  const answer = (environment: MockEnvironment, products: object[], brands: object[] = []) =>
    resolve(environment, {
      productListing: {
        totalCount: products.length,
        facets: { brands, priceRange: null },
        edges: products.map((node, i) => ({ cursor: String(i), node })),
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    });

  it("shows the device's products most recent first, with the lists' sort and filters", async () => {
    const { environment } = await open(['P3', 'P1', 'P2']);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    // Most recent first (RECOMMENDED keeps the device order) unless the URL sorts otherwise.
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      source: { productIds: ['P3', 'P1', 'P2'] },
      skip: false,
      filter: {},
      sort: 'RECOMMENDED',
    });
    await answer(
      environment,
      [product(3), product(1), product(2)],
      [{ brand: { id: 'QnJhbmQ6MQ', brandId: 'BRD001', name: 'Fortune' }, count: 3 }],
    );
    const names = screen.getAllByRole('article').map((card) => /Product \d/.exec(card.textContent!)![0]);
    expect(names).toEqual(['Product 3', 'Product 1', 'Product 2']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recently Viewed');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('RECOMMENDED');
    for (const name of ['Ratings', 'Brands', 'Availability'])
      expect((await screen.findAllByRole('radiogroup', { name })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Fortune (3)').length).toBeGreaterThan(0);
  });

  it('filters and sorts from the URL, and says so when nothing passes', async () => {
    const { environment } = await open(
      ['P3', 'P1'],
      '/recently-viewed?availability=out-of-stock&sort=price-high-to-low',
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      source: { productIds: ['P3', 'P1'] },
      skip: false,
      filter: { availability: 'OUT_OF_STOCK' },
      sort: 'PRICE_HIGH_TO_LOW',
    });
    await answer(environment, []);
    expect(screen.getByText('No Products Found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
  });

  it('shows the empty state when the device has visited nothing, or only products deleted since', async () => {
    const { environment } = await open([]);
    // Nothing to look up: the skipped selection is answered without a request.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('No recently viewed products')).toBeTruthy();
    cleanup();
    const deleted = await open(['GONE']);
    await answer(deleted.environment, []);
    expect(screen.getByText('No recently viewed products')).toBeTruthy();
  });

  it('shows a failed lookup as "Error: {message}"', async () => {
    const { environment } = await open(['P1']);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Upstream timed out')));
    expect(screen.getByRole('alert').textContent).toBe('Error: Upstream timed out');
  });
});

describe('the top brand products page', () => {
  const open = (url: string) =>
    renderStorefront<TopBrandProductsPageQueryType>(<TopBrandProductsPage />, {
      path: '/topbrand-products-page/:brandId',
      url,
      query: TopBrandProductsPageQuery,
      variables: { brandId: 'BRD001', source: { brandId: 'BRD001' }, filter: {}, sort: 'PRICE_HIGH_TO_LOW' },
    });

  it('lists the top brands in the sidebar and opens another one, keeping the sort', async () => {
    const { environment, router } = await open('/topbrand-products-page/BRD001?sort=price-high-to-low');
    await resolve(environment, {
      topBrands: [
        { id: 'QnJhbmQ6Mg', brandId: 'BRD002', name: 'Aashirvaad' },
        { id: 'QnJhbmQ6Mw', brandId: 'BRD003', name: 'Tata' },
      ],
      brand: { id: 'QnJhbmQ6MQ', brandId: 'BRD001', name: 'Fortune' },
      productListing: {
        totalCount: 0,
        facets: { brands: [], priceRange: null },
        edges: [],
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fortune');
    expect(screen.getByText('No Products Found')).toBeTruthy();
    const brands = (await screen.findAllByRole('radiogroup', { name: 'Brands' }))[0]!;
    const labels = [...brands.querySelectorAll('label')].map((label) => label.textContent);
    // "All Brands", the page's own brand (not a top brand), then the top brands.
    expect(labels).toEqual(['All Brands', 'Fortune', 'Aashirvaad', 'Tata']);
    await act(async () => fireEvent.click(screen.getAllByText('Tata')[0]!));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/topbrand-products-page/BRD003?sort=price-high-to-low',
    );
  });

  it('clears the brand to /products ("All Brands"), keeping the filters and the sort', async () => {
    const { environment, router } = await open('/topbrand-products-page/BRD001?sort=price-high-to-low&rating=4');
    await resolve(environment, {
      topBrands: [{ id: 'QnJhbmQ6MQ', brandId: 'BRD001', name: 'Fortune' }],
      brand: { id: 'QnJhbmQ6MQ', brandId: 'BRD001', name: 'Fortune' },
      productListing: {
        totalCount: 0,
        facets: { brands: [], priceRange: null },
        edges: [],
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    });
    const allBrands = (await screen.findAllByText('All Brands'))[0]!;
    await act(async () => fireEvent.click(allBrands));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/products?sort=price-high-to-low&rating=4',
    );
  });

  it('titles an unknown brand "All Brands" with "No Products Found"', async () => {
    const { environment } = await open('/topbrand-products-page/BRD404');
    await resolve(environment, { topBrands: [], brand: null, productListing: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Brands');
    expect(screen.getByText('No Products Found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
  });
});

describe('the all brands listing (/products)', () => {
  it('lists every top brand\'s products titled "All Brands", with the sidebar\'s brands, and opens a chosen brand', async () => {
    const { environment, router } = await renderStorefront<AllBrandsPageQueryType>(<AllBrandsPage />, {
      path: '/products',
      url: '/products?availability=in-stock',
      query: AllBrandsPageQuery,
      variables: {
        source: { collection: 'TOP_BRANDS' },
        filter: { availability: 'IN_STOCK' },
        sort: 'PRICE_LOW_TO_HIGH',
      },
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      source: { collection: 'TOP_BRANDS' },
      filter: { availability: 'IN_STOCK' },
      sort: 'PRICE_LOW_TO_HIGH',
    });
    await resolve(environment, {
      topBrands: [
        { id: 'QnJhbmQ6MQ', brandId: 'BRD001', name: 'Fortune' },
        { id: 'QnJhbmQ6Mw', brandId: 'BRD003', name: 'Tata' },
      ],
      productListing: {
        totalCount: 2,
        facets: { brands: [], priceRange: null },
        edges: [
          { cursor: 'a', node: product(1) },
          { cursor: 'b', node: product(2) },
        ],
        pageInfo: { endCursor: 'b', hasNextPage: false },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Brands');
    expect(screen.getAllByText('Showing 1-2 of 2 results')[0]).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const brands = (await screen.findAllByRole('radiogroup', { name: 'Brands' }))[0]!;
    expect([...brands.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'All Brands',
      'Fortune',
      'Tata',
    ]);
    expect((brands.querySelector('input[value=""]') as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.click(screen.getAllByText('Tata')[0]!));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/topbrand-products-page/BRD003?availability=in-stock',
    );
  });
});

describe('the featured brands page', () => {
  it("opens with the brands' banner carousel, then each brand's products with Visit Brand Page", async () => {
    const { environment } = await renderStorefront<FeaturedBrandsPageQueryType>(<FeaturedBrandsPage />, {
      path: '/featured-brands',
      url: '/featured-brands',
      query: FeaturedBrandsPageQuery,
      variables: {},
    });
    const featured = (n: number, name: string) => ({
      dealId: `FB${n}`,
      image: { url: `/banners/fb${n}.png`, alt: `${name} banner` },
      brand: { id: `QnJhbmQ6${n}`, brandId: `BRD00${n}`, name },
      products: { edges: [{ node: product(n) }] },
    });
    await resolve(environment, { featuredBrands: [featured(1, 'Fortune'), featured(2, 'Tata')] });
    const carousel = screen.getByRole('region', { name: 'Featured brands' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect([...carousel.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      'Fortune banner',
      'Tata banner',
    ]);
    expect(carousel.textContent).toContain('Fortune');
    expect(screen.getByRole('button', { name: 'Next Featured brands' })).toBeTruthy();
    // The banner is the carousel's: the sections below do not repeat it.
    expect(screen.getAllByRole('img', { name: 'Fortune banner' })).toHaveLength(1);
    const visits = screen.getAllByRole('link', { name: 'Visit Brand Page' });
    expect(visits.map((link) => link.getAttribute('href'))).toEqual(['/brand-page/BRD001', '/brand-page/BRD002']);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe("the top stores page's sidebar over every store", () => {
  it("offers the graph's brands of all the stores with their counts", async () => {
    const { environment } = await renderStorefront<TopStoresPageQueryType>(<TopStoresPage />, {
      path: '/topStore-Page',
      url: '/topStore-Page',
      query: TopStoresPageQuery,
      variables: { filter: {}, sort: 'PRICE_LOW_TO_HIGH' },
    });
    const facet = (brandId: string, name: string, count: number) => ({
      brand: { id: `B${brandId}`, brandId, name },
      count,
    });
    await resolve(environment, {
      topStores: [
        {
          dealId: 'DEAL1',
          image: { url: '/images/deals/DEAL1.svg', alt: 'Mehta Traders banner' },
          seller: { id: 'U2VsbGVyOlNFTDAwMQ', sellerId: 'SEL001', storeName: 'Mehta Traders' },
          topBrand: null,
          products: { edges: [] },
        },
      ],
      topStoreProducts: {
        facets: { brands: [facet('BRD001', 'Amul', 5), facet('BRD002', 'Tata', 3)], priceRange: null },
      },
    });
    const brands = (await screen.findAllByRole('radiogroup', { name: 'Brands' }))[0]!;
    expect([...brands.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'All brands',
      'Amul (5)',
      'Tata (3)',
    ]);
  });
});
