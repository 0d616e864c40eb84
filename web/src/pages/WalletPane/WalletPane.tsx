import { Badge, Box, Card, DataList, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadMore } from '../../components/LoadMore.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { formatPastDay } from '../../time/dates.ts';
import { AccountLayout } from '../AccountPage/AccountLayout.tsx';
import type { WalletPane_query$data, WalletPane_query$key } from './__generated__/WalletPane_query.graphql.ts';
import type { WalletPaneQuery as WalletPaneQueryType } from './__generated__/WalletPaneQuery.graphql.ts';
import { PERIOD_OPTIONS, periodOptionOf, WALLET_PAGE_SIZE } from './walletPeriods.ts';

export const WalletPaneQuery = graphql`
  query WalletPaneQuery($filter: WalletFilter, $count: Int!) @preloadable {
    viewer {
      ...AccountLayout_viewer
      wallet {
        balance {
          formatted
        }
        coins
      }
    }
    ...WalletPane_query @arguments(filter: $filter, count: $count)
  }
`;

/**
 * `/my-account?pane=wallet` ('My Wallet'): the wallet's balance (refunds of cancelled items) and the coin balance,
 * then what went in and out, newest first, 10 at a time, for the period the URL names (`?period=90|120|200`).
 */
export function WalletPane() {
  const data = useRouteQuery<WalletPaneQueryType>(WalletPaneQuery);
  const wallet = data.viewer.wallet;
  return (
    <AccountLayout viewer={data.viewer} title="My Wallet">
      {wallet && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Card.Root size="sm">
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                Wallet Balance
              </Text>
              <Text fontSize="2xl" fontWeight="bold">
                {wallet.balance.formatted}
              </Text>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm">
            <Card.Body gap="1">
              <Text fontSize="sm" color="fg.muted">
                Thara Coins
              </Text>
              <Text fontSize="2xl" fontWeight="bold">
                {wallet.coins} Coins
              </Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}
      <PeriodMenu />
      <Transactions query={data} />
    </AccountLayout>
  );
}

/** The period menu: each choice is a new URL (Back returns to the previous period); 'All' drops `period`. */
function PeriodMenu() {
  const [params, setParams] = useSearchParams();
  const change = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('period', value);
    else next.delete('period');
    setParams(next);
  };
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h2" size="md">
        Transactions
      </Heading>
      <SelectField label="Period" value={periodOptionOf(params).value} options={PERIOD_OPTIONS} onChange={change} />
    </HStack>
  );
}

function Transactions({ query }: { query: WalletPane_query$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment WalletPane_query on Query
      @argumentDefinitions(
        filter: { type: "WalletFilter" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "WalletPanePaginationQuery") {
        viewer {
          wallet {
            transactions(filter: $filter, first: $count, after: $cursor)
              @connection(key: "WalletPane_transactions", filters: ["filter"])
              @required(action: THROW) {
              totalCount
              edges {
                node {
                  id
                  kind
                  description
                  orderId
                  date
                  amount {
                    formatted
                  }
                  coins
                  credit
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const transactions = data.viewer.wallet?.transactions;
  if (!transactions || transactions.edges.length === 0) return <Text color="fg.muted">No transactions yet.</Text>;
  const { edges, totalCount } = transactions;
  const nodes = edges.map(({ node }) => node);
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {edges.length} of {totalCount} {totalCount === 1 ? 'transaction' : 'transactions'}
      </Text>
      <TransactionTable transactions={nodes} />
      <TransactionList transactions={nodes} />
      <LoadMore pagination={pagination} pageSize={WALLET_PAGE_SIZE} label="Show more transactions" />
    </Stack>
  );
}

type Transaction = NonNullable<WalletPane_query$data['viewer']['wallet']>['transactions']['edges'][number]['node'];

// The sign says which way it went: + into the wallet, − (a minus sign) out of it.
const signOf = (transaction: Transaction) => (transaction.credit ? '+' : '−');
const amountOf = (transaction: Transaction) => `${signOf(transaction)} ${transaction.amount.formatted}`;
const coinsOf = (transaction: Transaction) =>
  transaction.coins == null ? '' : `${signOf(transaction)} ${transaction.coins}`;
const amountColor = (transaction: Transaction) => (transaction.credit ? 'fg.success' : 'fg.error');

function Description({ transaction }: { transaction: Transaction }) {
  return (
    <HStack gap="2">
      <Text>{transaction.description}</Text>
      <Badge size="sm" colorPalette={transaction.credit ? 'green' : 'gray'}>
        {transaction.credit ? 'Credit' : 'Debit'}
      </Badge>
    </HStack>
  );
}

function OrderLink({ orderId }: { orderId: string }) {
  return (
    <Link asChild colorPalette="blue" color="colorPalette.fg">
      <RouterLink to={`/order-inner-page/${orderId}`}>{orderId}</RouterLink>
    </Link>
  );
}

/** From `md` up: one row per transaction. */
function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md" hideBelow="md">
      <Table.Root size="sm" aria-label="Wallet transactions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Transaction</Table.ColumnHeader>
            <Table.ColumnHeader>Order ID</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Coins</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transactions.map((transaction) => (
            <Table.Row key={transaction.id}>
              <Table.Cell>
                <Description transaction={transaction} />
              </Table.Cell>
              <Table.Cell>
                <OrderLink orderId={transaction.orderId} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatPastDay(transaction.date)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color={amountColor(transaction)}>
                {amountOf(transaction)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {coinsOf(transaction)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Below `md` (a phone): one card per transaction, its values labelled, so nothing is cut off. */
function TransactionList({ transactions }: { transactions: Transaction[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label="Wallet transactions">
      {transactions.map((transaction) => (
        <Stack as="li" key={transaction.id} gap="2" borderWidth="1px" rounded="md" p="3">
          <Description transaction={transaction} />
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            <DataList.Item>
              <DataList.ItemLabel>Order ID</DataList.ItemLabel>
              <DataList.ItemValue>
                <OrderLink orderId={transaction.orderId} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Date</DataList.ItemLabel>
              <DataList.ItemValue>{formatPastDay(transaction.date)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Amount</DataList.ItemLabel>
              <DataList.ItemValue color={amountColor(transaction)}>{amountOf(transaction)}</DataList.ItemValue>
            </DataList.Item>
            {transaction.coins != null && (
              <DataList.Item>
                <DataList.ItemLabel>Coins</DataList.ItemLabel>
                <DataList.ItemValue>{coinsOf(transaction)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
}
