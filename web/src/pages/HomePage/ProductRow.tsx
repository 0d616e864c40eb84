import type { ProductCard_product$key } from '../../components/__generated__/ProductCard_product.graphql.ts';
import { ProductCard } from '../../components/ProductCard.tsx';
import { ProductCarousel } from '../../components/ProductCarousel.tsx';
import { HomeSection } from './HomeSection.tsx';

/** A titled carousel of product cards; nothing at all when there are no products. */
export function ProductRow({
  title,
  viewAll,
  products,
}: {
  title: string;
  viewAll?: string;
  products: ReadonlyArray<{ id: string; product: ProductCard_product$key }>;
}) {
  if (products.length === 0) return null;
  return (
    <HomeSection title={title} viewAll={viewAll}>
      <ProductCarousel label={title}>
        {products.map(({ id, product }) => (
          <ProductCard key={id} product={product} />
        ))}
      </ProductCarousel>
    </HomeSection>
  );
}
