import type { ReactNode } from 'react';
import { HStack, Text } from '@chakra-ui/react';

/** One line of a price summary (cart, checkout, completed order): the label, and its figures at the end. */
export function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <HStack gap="2">{children}</HStack>
    </HStack>
  );
}
