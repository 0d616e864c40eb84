import type { FormEvent } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { LoadMore } from '../../components/LoadMore.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { useLiveUpdates } from '../../relay/useLiveUpdates.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import type { MyOrdersPane_query$key } from './__generated__/MyOrdersPane_query.graphql.ts';
import type { MyOrdersPaneQuery as MyOrdersPaneQueryType } from './__generated__/MyOrdersPaneQuery.graphql.ts';
import { OrderCard } from './OrderCard.tsx';
import { ORDERS_PAGE_SIZE, orderFilterOf, PERIOD_OPTIONS, STATUS_OPTIONS } from './orderFilters.ts';

export const MyOrdersPaneQuery = graphql`
  query MyOrdersPaneQuery($filter: OrderFilter, $count: Int!) @preloadable {
    viewer {
      ...AccountLayout_viewer
    }
    ...MyOrdersPane_query @arguments(filter: $filter, count: $count)
  }
`;

/** `/my-account?pane=my-orders`: the shopper's orders, filtered by status, time and text from the URL, a page at a time. */
export function MyOrdersPane() {
  const data = useRouteQuery<MyOrdersPaneQueryType>(MyOrdersPaneQuery);
  return (
    <AccountLayout viewer={data.viewer} title="My Orders">
      <OrderFilters />
      <OrderList query={data} />
    </AccountLayout>
  );
}

const viewerOrderUpdates = async () => (await import('./myOrdersLive.ts')).myOrdersLive();

/**
 * The orders, each card showing its lines' steps as they happen while the list is open; after its stream has
 * dropped and come back, the list is read again (the subscription tells what moves from then on, not what moved).
 */
function OrderList({ query }: { query: MyOrdersPane_query$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment MyOrdersPane_query on Query
      @argumentDefinitions(
        filter: { type: "OrderFilter" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "MyOrdersPanePaginationQuery") {
        viewer {
          orders(filter: $filter, first: $count, after: $cursor)
            @connection(key: "MyOrdersPane_orders", filters: ["filter"])
            @required(action: THROW) {
            totalCount
            edges {
              node {
                id
                ...OrderCard_order
              }
            }
          }
        }
      }
    `,
    query,
  );
  useLiveUpdates('viewer', viewerOrderUpdates, () => pagination.refetch({}, { fetchPolicy: 'network-only' }));
  const { edges, totalCount } = data.viewer.orders;
  if (edges.length === 0) return <Text color="fg.muted">No orders found.</Text>;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {edges.length} of {totalCount} {totalCount === 1 ? 'order' : 'orders'}
      </Text>
      {edges.map(({ node }) => (
        <OrderCard key={node.id} order={node} />
      ))}
      <LoadMore pagination={pagination} pageSize={ORDERS_PAGE_SIZE} label="Show more orders" />
    </Stack>
  );
}

const FILTER_PARAMS = ['status', 'placedWithin', 'search'] as const;

/**
 * The status and time filters, the search box and "Clear filters" (once one is on); each change is a new URL (Back
 * returns to the previous filter).
 */
function OrderFilters() {
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params);
  const change = (name: (typeof FILTER_PARAMS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const name of FILTER_PARAMS) next.delete(name);
    setParams(next);
  };
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <SelectField
        label="Delivery status"
        labelHidden
        value={filter.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(value) => change('status', value)}
      />
      <SelectField
        label="Order time"
        labelHidden
        value={filter.placedWithin ?? ''}
        options={PERIOD_OPTIONS}
        onChange={(value) => change('placedWithin', value)}
      />
      <SearchOrders
        key={filter.search ?? ''}
        initial={filter.search ?? ''}
        kept={[...params].filter(([name]) => name !== 'search')}
        onSearch={(text) => change('search', text.trim())}
      />
      {FILTER_PARAMS.some((name) => params.has(name)) && (
        <Button size="sm" variant="outline" onClick={clear}>
          Clear filters
        </Button>
      )}
    </HStack>
  );
}

/**
 * The search box: with the app, a new URL; before and without it, a GET of the same URL (the pane and the other
 * filters kept as hidden fields), which the server renders. The box is the form's own field, read when searched: what
 * the shopper typed before the app came alive is what is searched (state set from the URL would not know of it).
 */
function SearchOrders({
  initial,
  kept,
  onSearch,
}: {
  initial: string;
  kept: [string, string][];
  onSearch: (text: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? ''));
  };
  return (
    <HStack asChild gap="2" flex="1" minW="64">
      <form role="search" method="get" action="/my-account" onSubmit={submit}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Input
          name="search"
          size="sm"
          bg="bg"
          type="search"
          aria-label="Search product name / order ID"
          placeholder="Search product name / order ID"
          defaultValue={initial}
          maxLength={100}
        />
        <Button type="submit" size="sm" aria-label="Search orders">
          <Search aria-hidden />
        </Button>
      </form>
    </HStack>
  );
}
