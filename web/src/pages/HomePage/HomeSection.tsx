import { useId, type ReactNode } from 'react';
import { Box, Heading, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A home page section: its heading, "View All" to the section's own page when it has one, then its cards. */
export function HomeSection({ title, viewAll, children }: { title: string; viewAll?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mt="8">
      <HStack justify="space-between" align="baseline" mb="3">
        <Heading as="h2" id={headingId} size={{ base: 'md', md: 'lg' }}>
          {title}
        </Heading>
        {viewAll && (
          // The heading describes which "View All" this is to a screen reader listing the page's links.
          <Link asChild fontSize="sm" fontWeight="medium" color="teal.fg" aria-describedby={headingId}>
            <RouterLink to={viewAll}>View All</RouterLink>
          </Link>
        )}
      </HStack>
      {children}
    </Box>
  );
}
