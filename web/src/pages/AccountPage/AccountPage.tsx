import { Badge, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { RequireSignIn } from '../../session/RequireSignIn.tsx';
import { AccountLayout } from './AccountLayout.tsx';
import type { AccountPageQuery as AccountPageQueryType } from './__generated__/AccountPageQuery.graphql.ts';

export const AccountPageQuery = graphql`
  query AccountPageQuery {
    viewer {
      ...RequireSignIn_viewer
      user {
        name
        email
        emailVerified
        phone
        coins
        addresses {
          id
          name
          houseName
          localArea
          pincode
          state
          isPrimary
        }
      }
    }
  }
`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

/** /my-account: the signed-in shopper's profile (guests are sent to sign in first). */
export function AccountPage() {
  const { viewer } = useRouteQuery<AccountPageQueryType>(AccountPageQuery);
  const { user } = viewer;
  return (
    <RequireSignIn viewer={viewer}>
      {user && (
        <AccountLayout>
          <Stack gap="6" maxW="4xl">
            <Heading as="h1" size="xl">
              My Profile
            </Heading>
            <Card.Root>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Detail label="Name">{user.name}</Detail>
                  <Detail label="Email">
                    {user.email ?? 'Not added'}{' '}
                    {user.email && (
                      <Badge colorPalette={user.emailVerified ? 'green' : 'orange'}>{user.emailVerified ? 'Verified' : 'Not verified'}</Badge>
                    )}
                  </Detail>
                  <Detail label="Phone">{user.phone ? `+91 ${user.phone}` : 'Not added'}</Detail>
                  <Detail label="Coins">{user.coins}</Detail>
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
            <Stack as="section" aria-labelledby="addresses-heading" gap="3">
              <Heading as="h2" id="addresses-heading" size="md">
                Saved Addresses
              </Heading>
              {user.addresses.length === 0 ? (
                <Text color="fg.muted">No saved addresses yet.</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {user.addresses.map((address) => (
                    <Card.Root key={address.id} size="sm">
                      <Card.Body>
                        <Text fontWeight="medium">
                          {address.name} {address.isPrimary && <Badge colorPalette="teal">Primary</Badge>}
                        </Text>
                        <Text>
                          {address.houseName}, {address.localArea}, {address.state} {address.pincode}
                        </Text>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Stack>
        </AccountLayout>
      )}
    </RequireSignIn>
  );
}
