import type { ReactNode } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Truck } from 'lucide-react';

const DELIVERY_DAYS = 7;
const dateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });

/** The delivery promise (spec 001 §9): today plus 7 days, "Order Before 5PM, Today"; `children` is the pincode check. */
export function DeliveryCard({ now = new Date(), children }: { now?: Date; children: ReactNode }) {
  const deliveryDate = new Date(now.getTime() + DELIVERY_DAYS * 86_400_000);
  return (
    <Stack as="section" aria-label="Delivery" gap="3" p="4" rounded="lg" borderWidth="1px" bg="bg">
      <HStack gap="3" align="start">
        <Truck aria-hidden />
        <Stack gap="0">
          <Text fontWeight="semibold">Free delivery by {dateFormat.format(deliveryDate)}</Text>
          <Text fontSize="sm" color="fg.muted">
            Order Before 5PM, Today
          </Text>
        </Stack>
      </HStack>
      {children}
    </Stack>
  );
}
