import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createOperationDescriptor, getSingularSelector } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilterSidebar } from '../../web/src/components/listing/FilterSidebar.tsx';
import { ListingLayout } from '../../web/src/components/listing/ListingLayout.tsx';
import { SortSelect } from '../../web/src/components/listing/SortSelect.tsx';
import {
  listingVariablesOf,
  readListingParams,
  useListingParams,
  writeListingParams,
} from '../../web/src/components/listing/useListingParams.ts';
import ListingPageFragment, {
  type ListingPage_query$data,
} from '../../web/src/components/listing/__generated__/ListingPage_query.graphql.ts';
import SearchResultPageQuery from '../../web/src/pages/SearchResultPage/__generated__/SearchResultPageQuery.graphql.ts';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

afterEach(cleanup);

const brands = [
  { brand: { id: 'b1', brandId: 'BRD001', name: 'Annapurna Foods' }, count: 17 },
  { brand: { id: 'b4', brandId: 'BRD004', name: 'Kisan Gold' }, count: 12 },
];

/** The search page's facets (a FilterSidebar_facets reference) over a mock store. */
function facetsFor(facets: {
  brands: typeof brands;
  priceRange: { min: { amount: string }; max: { amount: string } } | null;
}) {
  const environment = createMockEnvironment();
  const operation = createOperationDescriptor(SearchResultPageQuery, {
    source: { search: 'rice' },
    filter: {},
    sort: 'PRICE_LOW_TO_HIGH',
  });
  environment.commitPayload(operation, MockPayloadGenerator.generate(operation, { ProductFacets: () => facets }).data!);
  const query = environment.lookup(operation.fragment).data as object;
  const page = environment.lookup(getSingularSelector(ListingPageFragment, query)).data as ListingPage_query$data;
  return { environment, facets: page.productListing.facets };
}

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <button onClick={() => navigate(-1)}>Go back</button>
    </>
  );
}

function Listing({ facets }: { facets: ReturnType<typeof facetsFor>['facets'] }) {
  const controls = useListingParams();
  return (
    <>
      <FilterSidebar facets={facets} controls={controls} />
      <SortSelect controls={controls} />
      <p data-testid="variables">{JSON.stringify(controls.variables)}</p>
      <Where />
    </>
  );
}

function renderListing(
  url = '/search-result-page?query=rice',
  priceRange = { min: { amount: '69.02' }, max: { amount: '2379.00' } },
  brandList = brands,
) {
  const { environment, facets } = facetsFor({ brands: brandList, priceRange });
  return renderStorefront(<Listing facets={facets} />, { environment, url: url });
}

/** Chooses a radio; Chakra's radio group reports the change a tick later. */
async function choose(radio: HTMLElement) {
  fireEvent.click(radio);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const search = () => screen.getByTestId('search').textContent;
const variables = () => JSON.parse(screen.getByTestId('variables').textContent!);

describe('listing params', () => {
  it('reads every filter and the sort from the URL, and writes them back to the same URL', () => {
    const url =
      'https://shop.test/search-result-page?query=rice&brand=BRD004&rating=4&minPrice=100&maxPrice=500&availability=in-stock&sort=price-high-to-low';
    expect(listingVariablesOf(url)).toEqual({
      filter: { brandIds: ['BRD004'], minRating: 4, minPrice: 100, maxPrice: 500, availability: 'IN_STOCK' },
      sort: 'PRICE_HIGH_TO_LOW',
    });
    const params = readListingParams(new URL(url).searchParams);
    expect(writeListingParams(new URLSearchParams('query=rice'), params).toString()).toBe(new URL(url).search.slice(1));
  });

  it('reads absent or invalid values as no filter and the default sort', () => {
    expect(
      listingVariablesOf('https://shop.test/?rating=6&minPrice=abc&maxPrice=-1&availability=maybe&sort=cheap&brand='),
    ).toEqual({
      filter: {},
      sort: 'PRICE_LOW_TO_HIGH',
    });
    expect(
      writeListingParams(new URLSearchParams('sort=discount&availability=out-of-stock'), {
        sort: 'PRICE_LOW_TO_HIGH',
        availability: 'ALL',
      }).toString(),
    ).toBe('');
  });

  it('pushes a history entry for each change, so Back restores the previous filter', async () => {
    renderListing();
    await choose(screen.getByRole('radio', { name: '4 stars & up' }));
    expect(search()).toBe('?query=rice&rating=4');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'DISCOUNT' } });
    expect(search()).toBe('?query=rice&rating=4&sort=discount');
    expect(variables()).toEqual({ filter: { minRating: 4 }, sort: 'DISCOUNT' });

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(search()).toBe('?query=rice&rating=4');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('PRICE_LOW_TO_HIGH');
    expect((screen.getByRole('radio', { name: '4 stars & up' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('FilterSidebar', () => {
  it('lists the brands with their counts and filters by the one chosen', async () => {
    renderListing();
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.closest('[aria-label="Brands"]'))
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['All brands', 'Annapurna Foods (17)', 'Kisan Gold (12)']);
    await choose(screen.getByRole('radio', { name: 'Kisan Gold (12)' }));
    expect(search()).toBe('?query=rice&brand=BRD004');
    expect(variables().filter).toEqual({ brandIds: ['BRD004'] });
    await choose(screen.getByRole('radio', { name: 'All brands' }));
    expect(search()).toBe('?query=rice');
  });

  it('offers "N stars & up" for 1 to 5 and availability, and clears every filter but the sort at once', async () => {
    renderListing('/search-result-page?query=rice&sort=discount');
    for (const n of [1, 2, 3, 4, 5]) expect(screen.getByRole('radio', { name: `${n} stars & up` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await choose(screen.getByRole('radio', { name: 'Out of stock' }));
    await choose(screen.getByRole('radio', { name: '2 stars & up' }));
    expect(search()).toBe('?query=rice&sort=discount&availability=out-of-stock&rating=2');
    expect(variables()).toEqual({ filter: { availability: 'OUT_OF_STOCK', minRating: 2 }, sort: 'DISCOUNT' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear all' })));
    expect(search()).toBe('?query=rice&sort=discount');
  });

  it('shows the price range in rupees and applies a moved price bound', async () => {
    renderListing('/search-result-page?query=rice&maxPrice=500');
    const [low, high] = screen.getAllByRole('slider');
    expect(low!.getAttribute('aria-label')).toBe('Minimum price');
    expect(low!.getAttribute('aria-valuemin')).toBe('69');
    expect(low!.getAttribute('aria-valuenow')).toBe('69');
    expect(high!.getAttribute('aria-valuemax')).toBe('2379');
    expect(high!.getAttribute('aria-valuenow')).toBe('500');
    expect(screen.getByText('₹500')).toBeTruthy();
    await act(async () => {
      low!.focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => {
      fireEvent.keyDown(low!, { key: 'ArrowRight' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(search()).toBe('?query=rice&maxPrice=500&minPrice=70');
  });

  it('says "No brands available" when the list has no brands, and leaves out Pricing without a price range', () => {
    const { environment, facets } = facetsFor({ brands: [], priceRange: null });
    renderStorefront(<Listing facets={facets} />, { environment, url: '/search-result-page?query=zzz' });
    expect(screen.getByText('No brands available')).toBeTruthy();
    expect(screen.queryByText('Pricing')).toBeNull();
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });
});

describe('FilterPanel (below lg)', () => {
  // A phone's width (ListingLayout shows the panel below lg), and the dialog's methods, which jsdom lacks.
  const width = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });

  function Page({ facets }: { facets: ReturnType<typeof facetsFor>['facets'] }) {
    const controls = useListingParams();
    return (
      <>
        <ListingLayout
          title={<h1>Rice</h1>}
          summary="Showing 1-2 of 2 results"
          controls={controls}
          filters={{ facets, keep: ['query'] }}
        >
          <p>The grid</p>
        </ListingLayout>
        <Where />
      </>
    );
  }

  function renderPage(url: string) {
    const { environment, facets } = facetsFor({
      brands,
      priceRange: { min: { amount: '69.02' }, max: { amount: '2379.00' } },
    });
    return renderStorefront(<Page facets={facets} />, { environment, url });
  }

  const dialog = () => document.getElementById('listing-filters') as HTMLDialogElement;

  it('is a GET form of the page that keeps the search and the sort (nothing else) and starts from the URL', () => {
    renderPage('/search-result-page?utm_source=mail&sort=discount&query=rice&rating=2&brand=BRD004&minPrice=100');
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect([filters.getAttribute('popovertarget'), filters.getAttribute('popovertargetaction')]).toEqual([
      'listing-filters',
      'show',
    ]);
    expect(filters.getAttribute('aria-haspopup')).toBe('dialog');
    expect([dialog().tagName, dialog().getAttribute('popover')]).toEqual(['DIALOG', 'auto']);
    expect(dialog().getAttribute('aria-labelledby')).toBe('listing-filters-title');
    const close = within(dialog()).getByRole('button', { name: 'Close filters', hidden: true });
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual([
      'listing-filters',
      'hide',
    ]);
    const form = dialog().querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.hasAttribute('action')).toBe(false);
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    ).toEqual([
      ['sort', 'discount'],
      ['query', 'rice'],
    ]);
    const checked = [...form.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map((input) => [
      input.name,
      input.value,
    ]);
    expect(checked).toEqual([
      ['rating', '2'],
      ['brand', 'BRD004'],
      ['availability', ''],
    ]);
    expect(within(dialog()).getByRole('spinbutton', { name: 'Minimum price', hidden: true })).toHaveProperty(
      'value',
      '100',
    );
    expect(
      within(dialog()).getByRole('spinbutton', { name: 'Maximum price', hidden: true }).getAttribute('placeholder'),
    ).toBe('2379');
    expect(within(dialog()).getByRole('link', { name: 'Clear all', hidden: true }).getAttribute('href')).toBe(
      '/search-result-page?sort=discount&query=rice',
    );
  });

  it('opens where the browser has no popovers, and applies the choices as one change of the URL', async () => {
    renderPage('/search-result-page?query=rice&rating=2');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(dialog().open).toBe(true);
    fireEvent.click(within(dialog()).getByRole('radio', { name: '4 stars & up' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Kisan Gold (12)' }));
    fireEvent.change(within(dialog()).getByRole('spinbutton', { name: 'Maximum price' }), { target: { value: '500' } });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply' })));
    expect(search()).toBe('?query=rice&rating=4&brand=BRD004&maxPrice=500');
    expect(dialog().open).toBe(false);
    // The form starts again from each new URL: a choice left unapplied is gone once the sort changes.
    const fourStars = () => within(dialog()).getByRole('radio', { name: '4 stars & up', hidden: true });
    expect(fourStars()).toHaveProperty('checked', true);
    fireEvent.click(within(dialog()).getByRole('radio', { name: '2 stars & up', hidden: true }));
    expect(fourStars()).toHaveProperty('checked', false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'DISCOUNT' } });
    expect(search()).toBe('?query=rice&rating=4&brand=BRD004&maxPrice=500&sort=discount');
    expect(fourStars()).toHaveProperty('checked', true);
  });

  it('changes nothing when Apply finds the filters as they are, and closes', async () => {
    renderPage('/search-result-page?query=rice&rating=&brand=BRD004');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply' })));
    expect(search()).toBe('?query=rice&rating=&brand=BRD004');
    expect(dialog().open).toBe(false);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close filters', hidden: true }));
    expect(dialog().open).toBe(false);
  });
});
