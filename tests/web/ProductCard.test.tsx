import { cleanup, screen } from '@testing-library/react';
import { createOperationDescriptor, getSingularSelector } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../web/src/components/ProductCard.tsx';
import HomePageQuery, {
  type HomePageQuery$data,
} from '../../web/src/pages/HomePage/__generated__/HomePageQuery.graphql.ts';
import ProductsForYouFragment, {
  type ProductsForYou_query$data,
} from '../../web/src/pages/HomePage/__generated__/ProductsForYou_query.graphql.ts';
import { renderStorefront } from '../helpers/renderStorefront.tsx';

const baseProduct = {
  productId: 'PRD000042',
  name: 'Basmati Rice 5 kg',
  images: [{ url: '/images/products/PRD000042-1.svg' }],
  rating: { average: 4.3, count: 12 },
  badge: null as 'FEATURED' | 'NEW' | null,
  seller: { storeName: 'Sharma Traders' },
  offerPrice: { formatted: '₹1,199.00' },
  listPrice: { formatted: '₹1,499.00' },
  percentOff: 20,
  stockStatus: 'IN_STOCK',
  stockLabel: 'In Stock',
};

/** Renders a ProductCard from a fragment reference the way the home page gets one (Product for you). */
function renderCard(product: Partial<typeof baseProduct> = {}) {
  const environment = createMockEnvironment();
  const operation = createOperationDescriptor(HomePageQuery, { recentIds: [], skipRecent: true });
  environment.commitPayload(
    operation,
    MockPayloadGenerator.generate(operation, { Product: () => ({ ...baseProduct, ...product }) }).data!,
  );
  const query = environment.lookup(operation.fragment).data as HomePageQuery$data;
  const section = environment.lookup(getSingularSelector(ProductsForYouFragment, query))
    .data as ProductsForYou_query$data;
  const [edge] = section.productsForYou.edges;
  return renderStorefront(<ProductCard product={edge!.node} />, { environment });
}

afterEach(cleanup);

describe('ProductCard', () => {
  it('shows the selling price, the crossed list price and the percent off when discounted', () => {
    renderCard();
    expect(screen.getByRole('link', { name: /^Basmati Rice 5 kg/ }).getAttribute('href')).toBe(
      '/product-page/PRD000042',
    );
    expect(screen.getByRole('img', { name: 'Basmati Rice 5 kg' }).getAttribute('src')).toBe(
      '/images/products/PRD000042-1.svg',
    );
    expect(screen.getByText('Sold By Sharma Traders')).toBeTruthy();
    expect(screen.getByText('₹1,199.00')).toBeTruthy();
    expect(screen.getByText('₹1,499.00').tagName).toBe('S');
    expect(screen.getByText('20% OFF')).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('shows no crossed price and no percent off without a discount', () => {
    renderCard({ percentOff: 0, offerPrice: { formatted: '₹1,499.00' } });
    expect(screen.getByText('₹1,499.00').tagName).not.toBe('S');
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('covers the picture with "Out of Stock" when none is left', () => {
    renderCard({ stockStatus: 'OUT_OF_STOCK', stockLabel: 'Out of Stock' });
    expect(screen.getAllByText('Out of Stock')).toHaveLength(1);
  });

  it('shows the low-stock label the gateway gives, and no stock label when well stocked', () => {
    renderCard({ stockStatus: 'FEW_LEFT', stockLabel: 'Only few left' });
    expect(screen.getByText('Only few left')).toBeTruthy();
    cleanup();
    renderCard({ stockStatus: 'LOW_STOCK', stockLabel: 'Only 3 left' });
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
    cleanup();
    renderCard({ stockStatus: 'IN_STOCK', stockLabel: 'In Stock' });
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(screen.queryByText(/^Only /)).toBeNull();
  });

  it('labels best sellers and new products, and nothing else', () => {
    renderCard({ badge: 'FEATURED' });
    expect(screen.getByText('Best Seller')).toBeTruthy();
    cleanup();
    renderCard({ badge: 'NEW' });
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText('Best Seller')).toBeNull();
    cleanup();
    renderCard({ badge: null });
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText('Best Seller')).toBeNull();
  });

  it('hides the rating when the product has none', () => {
    renderCard({ rating: { average: 0, count: 0 } });
    expect(screen.queryByText('0.0')).toBeNull();
    expect(screen.getByText('Basmati Rice 5 kg')).toBeTruthy();
  });
});
