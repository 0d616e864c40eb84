import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Coins } from 'lucide-react';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCard } from '../../components/ProductCard.tsx';
import { shownLines } from '../../components/orders/shownLines.ts';
import { myOrdersPath, orderTrackingPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import { accountPanePath } from '../AccountPage/accountPanes.ts';
import type { AccountOverviewPaneQuery as AccountOverviewPaneQueryType } from './__generated__/AccountOverviewPaneQuery.graphql.ts';
import { EmailVerification } from './EmailVerification.tsx';

/** Orders shown before 'See More Orders', and how many the pane loads. */
const ORDERS_SHOWN = 2;
const ORDERS_LOADED = 10;

export const AccountOverviewPaneQuery = graphql`
  query AccountOverviewPaneQuery @preloadable {
    viewer {
      ...AccountLayout_viewer
      user {
        name
        coins
        email
        emailVerified
        phone
        googleConnected
        addresses {
          id
          isPrimary
          houseName
          localArea
          state
          pincode
        }
      }
      orders(first: 10) @required(action: THROW) {
        totalCount
        edges {
          node {
            id
            orderId
            items {
              productId
              productName
              status
              statusText
            }
            cancelledItems {
              productId
              productName
              status
              statusText
            }
          }
        }
      }
      wishlist {
        products(first: 4) @required(action: THROW) {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    }
  }
`;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Stack>
  );
}

/** `/my-account` (MyAcDefault): welcome, coins, e-mail verification, the latest orders, account info, the wishlist. */
export function AccountOverviewPane() {
  const { viewer } = useRouteQuery<AccountOverviewPaneQueryType>(AccountOverviewPaneQuery);
  const { user, orders, wishlist } = viewer;
  const [allOrders, setAllOrders] = useState(false);
  const primary = user?.addresses.find((a) => a.isPrimary);
  const shownOrders = allOrders ? orders.edges : orders.edges.slice(0, ORDERS_SHOWN);
  return (
    <AccountLayout viewer={viewer} title={`Welcome, ${user?.name ?? ''}`}>
      {user && (
        <Stack gap="4">
          <HStack gap="2">
            <Coins aria-hidden />
            <Text fontWeight="semibold">{user.coins} Coins</Text>
          </HStack>
          {user.email && !user.emailVerified && <EmailVerification />}
          <Section
            title="My Orders"
            action={
              orders.edges.length > ORDERS_SHOWN && (
                <Button size="xs" variant="ghost" onClick={() => setAllOrders((all) => !all)}>
                  {allOrders ? 'See Less Orders' : 'See More Orders'}
                </Button>
              )
            }
          >
            {orders.edges.length === 0 ? (
              <Text color="fg.muted">No orders found.</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3">
                {shownOrders.map(({ node }) => (
                  <Stack as="li" key={node.id} gap="1" borderBottomWidth="1px" pb="2">
                    <Text fontSize="sm" color="fg.muted">
                      Order ID: {node.orderId}
                    </Text>
                    {shownLines(node).map((item) => (
                      <HStack key={item.productId} justify="space-between" wrap="wrap">
                        <Text>
                          {item.productName}{' '}
                          <Badge size="sm" colorPalette={item.status === 'CANCELLED' ? 'red' : undefined}>
                            {item.statusText}
                          </Badge>
                        </Text>
                        <Link asChild fontSize="sm" color="teal.fg">
                          <RouterLink to={orderTrackingPath(node.orderId)}>Track Order</RouterLink>
                        </Link>
                      </HStack>
                    ))}
                    {shownLines(node).length === 0 && <Text color="fg.muted">No items available</Text>}
                  </Stack>
                ))}
              </Stack>
            )}
            {allOrders && orders.totalCount > ORDERS_LOADED && (
              <Link asChild mt="2" color="teal.fg">
                <RouterLink to={myOrdersPath}>All {orders.totalCount} orders</RouterLink>
              </Link>
            )}
          </Section>
          <Section
            title="Account Info"
            action={
              <Link asChild fontSize="sm" color="teal.fg">
                <RouterLink to={accountPanePath('personal-information')}>Edit</RouterLink>
              </Link>
            }
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Detail label="Phone">{user.phone ? `+91 ${user.phone}` : 'Not added'}</Detail>
              <Detail label="Email">{user.email ?? 'Not added'}</Detail>
              <Detail label="Primary Address">
                {primary
                  ? `${primary.houseName}, ${primary.localArea}, ${primary.state} - ${primary.pincode}`
                  : 'No Primary Address'}
              </Detail>
              <Detail label="Social Accounts">{user.googleConnected ? 'Google' : 'No Social Account Connected'}</Detail>
            </SimpleGrid>
          </Section>
          <Section
            title="Wishlist"
            action={
              <Link asChild fontSize="sm" color="teal.fg">
                <RouterLink to={accountPanePath('whishlist')}>See More</RouterLink>
              </Link>
            }
          >
            <Text fontSize="sm" color="fg.muted" mb="2">
              Default List {wishlist?.products.totalCount ?? 0} Items
            </Text>
            <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
              {wishlist?.products.edges.map(({ node }) => (
                <ProductCard key={node.id} product={node} />
              ))}
            </Grid>
          </Section>
        </Stack>
      )}
    </AccountLayout>
  );
}
