import { graphql, useFragment } from 'react-relay';
import type { ProductsForYou_products$key } from './__generated__/ProductsForYou_products.graphql.ts';
import { ProductRow } from './ProductRow.tsx';

export function ProductsForYou({ products }: { products: ProductsForYou_products$key }) {
  const { edges } = useFragment(
    graphql`
      fragment ProductsForYou_products on ProductConnection {
        edges {
          node {
            id
            ...ProductCard_product
          }
        }
      }
    `,
    products,
  );
  return <ProductRow title="Product for you" products={edges.map(({ node }) => ({ id: node.id, product: node }))} />;
}
