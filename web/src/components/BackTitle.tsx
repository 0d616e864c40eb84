import type { ReactNode } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** A page heading with a back arrow before it (to the home page unless `to` says otherwise). */
export function BackTitle({
  children,
  to = '/',
  label = 'Back to home',
}: {
  children: ReactNode;
  to?: string;
  label?: string;
}) {
  return (
    <HStack gap="2">
      <IconButton asChild variant="ghost" size="sm" aria-label={label}>
        <RouterLink to={to}>
          <ArrowLeft />
        </RouterLink>
      </IconButton>
      {children}
    </HStack>
  );
}
