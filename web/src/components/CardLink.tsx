import type { ReactNode } from 'react';
import { Box, Link, type BoxProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A card that is one link as a whole (other controls sit beside it, never inside), with its focus ring drawn inside. */
export function CardLink({ to, children, ...frame }: { to: string; children: ReactNode } & BoxProps) {
  return (
    <Box
      as="article"
      h="full"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
      _hover={{ shadow: 'md' }}
      {...frame}
    >
      <Link
        asChild
        display="flex"
        flexDirection="column"
        alignItems="stretch"
        gap="0"
        h="full"
        color="inherit"
        focusVisibleRing="inside"
        _hover={{ textDecoration: 'none' }}
      >
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
    </Box>
  );
}
