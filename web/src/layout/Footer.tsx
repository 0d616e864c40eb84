import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AtSign } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { discoveryPaths, policyPaths } from '../routing/paths.ts';
import { AppStoreBadges } from './AppStoreBadges.tsx';

const discoveryPages = [
  { label: 'Top Deals', to: discoveryPaths.topDeals },
  { label: 'Limited Time Deals', to: discoveryPaths.limitedTimeDeals },
  { label: 'Featured Brands', to: discoveryPaths.featuredBrands },
  { label: 'Top Stores', to: discoveryPaths.topStores },
  { label: 'New Arrivals', to: discoveryPaths.newArrivals },
  { label: 'Recently Viewed', to: discoveryPaths.recentlyViewed },
];

const policies = [
  { label: 'Privacy Policy', to: policyPaths.privacy },
  { label: 'Shipping Policy', to: policyPaths.shipping },
  { label: 'Return & Cancellation Policy', to: policyPaths.returnCancellation },
  { label: 'Terms of Use', to: policyPaths.termsOfUse },
  { label: 'About Us', to: '/about-us' },
];

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="8" pb={{ base: '20', md: '0' }}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="8" maxW="8xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
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
        <FooterLinks title="Shop" label="Deals, brands and stores" links={discoveryPages} />
        <FooterLinks title="Policies" label="Policies and company" links={policies} />
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

/** A titled column of links to the storefront's own pages, a navigation landmark named `label`. */
function FooterLinks({
  title,
  label,
  links,
}: {
  title: string;
  label: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}) {
  return (
    <Stack as="nav" aria-label={label} gap="2" fontSize="sm">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {links.map((link) => (
        <Link key={link.to} asChild color="inherit">
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}
