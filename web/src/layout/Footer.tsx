import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AtSign } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { policyPaths } from '../navigation/paths.ts';
import { AppStoreBadges } from './AppStoreBadges.tsx';

const policies = [
  { label: 'Privacy Policy', to: policyPaths.privacy },
  { label: 'Shipping Policy', to: policyPaths.shipping },
  { label: 'Return & Cancellation Policy', to: policyPaths.returnCancellation },
  { label: 'Terms of Use', to: policyPaths.termsOfUse },
];

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="8" pb={{ base: '20', md: '0' }}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" maxW="8xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        <Stack gap="2">
          <Heading as="h2" size="sm">
            Registered office
          </Heading>
          <Text as="address" fontStyle="normal" fontSize="sm" lineHeight="tall">
            B2B Market Pvt. Ltd.
            <br />
            4th Floor, Prestige Meridian, 29 MG Road
            <br />
            Bengaluru, Karnataka 560001, India
          </Text>
        </Stack>
        <Stack as="nav" aria-label="Policies and company" gap="2" fontSize="sm">
          <Heading as="h2" size="sm">
            Policies
          </Heading>
          {policies.map((policy) => (
            <Link key={policy.to} asChild color="inherit">
              <RouterLink to={policy.to}>{policy.label}</RouterLink>
            </Link>
          ))}
          <Link asChild color="inherit">
            <RouterLink to="/about-us">About Us</RouterLink>
          </Link>
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="sm">
            Get the app
          </Heading>
          <AppStoreBadges />
          <HStack fontSize="sm">
            <Link href="https://www.instagram.com/" target="_blank" rel="noreferrer" color="inherit">
              <AtSign aria-hidden size={16} /> Follow us on Instagram
            </Link>
          </HStack>
        </Stack>
      </SimpleGrid>
      <Text textAlign="center" fontSize="xs" color="gray.400" pb="6">
        © B2B Market Pvt. Ltd.
      </Text>
    </Box>
  );
}
