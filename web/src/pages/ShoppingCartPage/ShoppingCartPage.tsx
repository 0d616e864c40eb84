import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import type { ShoppingCartPageQuery as ShoppingCartPageQueryType } from './__generated__/ShoppingCartPageQuery.graphql.ts';
import { CartSection } from './CartSection.tsx';
import { SharedLists } from './SharedLists.tsx';
import { WishlistPanel } from './WishlistPanel.tsx';

export const ShoppingCartPageQuery = graphql`
  query ShoppingCartPageQuery($listId: ID = "", $listChosen: Boolean = false) @preloadable {
    viewer {
      ...RequireSignIn_viewer
      cart {
        ...CartSection_cart
      }
      wishlist {
        ...WishlistPanel_wishlist
      }
      ...SharedLists_viewer
      chosenList: list(listId: $listId) @include(if: $listChosen) {
        id
        ...SharedListProducts_list
      }
    }
  }
`;

const WISHLIST_HASH = '#my-Wishlist';

/**
 * /shopping-cart: the cart, and the wishlist (`#my-Wishlist`, the original storefront's fragment) with the shopper's sharable
 * lists (`?listId=`, the list's REST key, opens one: `viewer.list`, read by this query). Switching tabs rewrites the hash without a new
 * history entry.
 */
export function ShoppingCartPage() {
  const { viewer } = useRouteQuery<ShoppingCartPageQueryType>(ShoppingCartPageQuery);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const listOpen = searchParams.has('listId');
  const tab = location.hash === WISHLIST_HASH || listOpen ? 'wishlist' : 'cart';
  const selectTab = (value: string) =>
    navigate(
      { search: location.search, hash: value === 'wishlist' ? WISHLIST_HASH : '' },
      { replace: true, preventScrollReset: true },
    );

  return (
    <RequireSignIn viewer={viewer}>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          My Cart
        </Heading>
        <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="cart">Cart</Tabs.Trigger>
            <Tabs.Trigger value="wishlist">Wishlist</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="cart">{viewer.cart && <CartSection cart={viewer.cart} />}</Tabs.Content>
          <Tabs.Content value="wishlist" id="my-Wishlist">
            <Tabs.Root defaultValue={listOpen ? 'shared' : 'yours'} variant="enclosed" lazyMount>
              <Tabs.List>
                <Tabs.Trigger value="yours">Your List</Tabs.Trigger>
                <Tabs.Trigger value="shared">Shared List</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="yours">
                {viewer.wishlist ? (
                  <WishlistPanel wishlist={viewer.wishlist} />
                ) : (
                  <Text role="alert" color="fg.error">
                    Error loading wishlist. Please try again.
                  </Text>
                )}
              </Tabs.Content>
              <Tabs.Content value="shared">
                <SharedLists viewer={viewer} chosen={viewer.chosenList} />
              </Tabs.Content>
            </Tabs.Root>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </RequireSignIn>
  );
}
