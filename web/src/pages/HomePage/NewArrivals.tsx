import { graphql, useFragment } from 'react-relay/hooks';
import { NewArrivalCard } from '../../components/NewArrivalCard.tsx';
import { ProductCarousel } from '../../components/ProductCarousel.tsx';
import type { NewArrivals_products$key } from './__generated__/NewArrivals_products.graphql.ts';
import { discoveryPaths } from '../../routing/paths.ts';
import { HomeSection } from './HomeSection.tsx';

export function NewArrivals({ products }: { products: NewArrivals_products$key }) {
  const data = useFragment(
    graphql`
      fragment NewArrivals_products on Product @relay(plural: true) {
        id
        ...NewArrivalCard_product
      }
    `,
    products,
  );
  if (data.length === 0) return null;
  return (
    <HomeSection title="New arrivals" viewAll={discoveryPaths.newArrivals}>
      <ProductCarousel label="New arrivals">
        {data.map((product) => (
          <NewArrivalCard key={product.id} product={product} />
        ))}
      </ProductCarousel>
    </HomeSection>
  );
}
