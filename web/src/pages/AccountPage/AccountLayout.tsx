import type { ReactNode } from 'react';
import { Box, Flex, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { myOrdersPath } from '../../navigation/paths.ts';

const PANES = [
  { pane: null, label: 'My Profile', to: '/my-account' },
  { pane: 'my-orders', label: 'My Orders', to: myOrdersPath },
];

/** The account area: its menu beside the open pane (`?pane=` names it, so Back and reload keep it). */
export function AccountLayout({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const open = params.get('pane');
  return (
    <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
      <Box as="nav" aria-label="My account" minW="48" w={{ base: 'full', md: 'auto' }}>
        <Stack as="ul" listStyleType="none" gap="1" borderWidth="1px" rounded="lg" p="2" bg="bg">
          {PANES.map(({ pane, label, to }) => (
            <li key={label}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                rounded="md"
                fontWeight={open === pane ? 'semibold' : undefined}
                bg={open === pane ? 'bg.muted' : undefined}
                aria-current={open === pane ? 'page' : undefined}
              >
                <RouterLink to={to}>{label}</RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0" w="full">
        {children}
      </Box>
    </Flex>
  );
}
