import { useId, type ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mt="8">
      <Heading as="h2" id={headingId} size={{ base: 'md', md: 'lg' }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
