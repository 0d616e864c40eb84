import { graphql, useFragment } from 'react-relay/hooks';
import type { RecentlyViewed_query$key } from './__generated__/RecentlyViewed_query.graphql.ts';
import { discoveryPaths } from '../../routing/paths.ts';
import { ProductRow } from './ProductRow.tsx';

/** The products this device visited (IDs kept in a device cookie), resolved through `nodes`; hidden when none. */
export function RecentlyViewed({ query }: { query: RecentlyViewed_query$key }) {
  const { recentlyViewed } = useFragment(
    graphql`
      fragment RecentlyViewed_query on Query @argumentDefinitions(ids: { type: "[ID!]!" }, skip: { type: "Boolean!" }) {
        recentlyViewed: nodes(ids: $ids) @skip(if: $skip) {
          id
          ...ProductCard_product @alias(as: "product")
        }
      }
    `,
    query,
  );
  // Products deleted since the visit come back as null, and a tampered list may name other kinds of objects.
  const products = (recentlyViewed ?? []).flatMap((node) =>
    node?.product ? [{ id: node.id, product: node.product }] : [],
  );
  return <ProductRow title="Recently Viewed" viewAll={discoveryPaths.recentlyViewed} products={products} />;
}
