import type { ReactNode } from 'react';
import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { ownListPath } from '../../routing/paths.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { signInPath } from '../../session/redirect.ts';
import type { SharedListPageQuery as SharedListPageQueryType } from './__generated__/SharedListPageQuery.graphql.ts';
import { SharedListProductCard } from './SharedListProductCard.tsx';

export const SharedListPageQuery = graphql`
  query SharedListPageQuery($shareToken: String!) @preloadable {
    sharedList(shareToken: $shareToken) {
      __typename
      ... on PrivateList {
        shareToken
      }
      ... on SharedList {
        name
        ownerFirstName
        list {
          listId
        }
        items(first: 100) @required(action: THROW) {
          totalCount
          edges {
            node {
              id
              ...SharedListProductCard_product
            }
          }
        }
      }
    }
    viewer {
      user {
        id
      }
    }
  }
`;

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby="shared-list-notice" gap="2" py="8" align="center" textAlign="center">
      <Heading as="h1" id="shared-list-notice" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * /lists/shared/:shareToken, a list's share link: anyone holding it (guests too) sees the list read-only, with
 * the owner's first name and Add to Cart for their own cart. The owner is taken to the list itself (editable); a
 * private list's link says so to anyone else.
 */
export function SharedListPage() {
  const { sharedList, viewer } = useRouteQuery<SharedListPageQueryType>(SharedListPageQuery);
  const location = useLocation();

  if (sharedList?.__typename === 'PrivateList') {
    return (
      <Notice title="This list is private">
        <Text color="fg.muted">Its owner has made it private: its link opens for them only.</Text>
        {!viewer.user && (
          <Text>
            Is it yours?{' '}
            <Link asChild colorPalette="blue" color="colorPalette.fg">
              <RouterLink to={signInPath(location)}>Sign in</RouterLink>
            </Link>{' '}
            to open it.
          </Text>
        )}
      </Notice>
    );
  }
  if (sharedList?.__typename !== 'SharedList') {
    return (
      <Notice title="List Not Found">
        <Text color="fg.muted">This link opens no list: it may have been deleted, or the link is incomplete.</Text>
      </Notice>
    );
  }
  if (sharedList.list) return <Navigate to={ownListPath(sharedList.list.listId)} replace />;

  const { totalCount, edges } = sharedList.items;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {sharedList.name}
        </Heading>
        <Text color="fg.muted">
          Shared by {sharedList.ownerFirstName} · {totalCount} {totalCount === 1 ? 'Product' : 'Products'}
        </Text>
      </Stack>
      {edges.length === 0 ? (
        <Text color="fg.muted">No products found</Text>
      ) : (
        <SimpleGrid as="ul" aria-label="List products" columns={{ base: 2, md: 3, lg: 4 }} gap="4" m="0" p="0">
          {edges.map(({ node }) => (
            <SharedListProductCard key={node.id} product={node} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
