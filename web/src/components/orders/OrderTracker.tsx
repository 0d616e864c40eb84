import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDeliveryPromise, formatTrackerDay } from '../../time/dates.ts';
import type { OrderTracker_item$key } from './__generated__/OrderTracker_item.graphql.ts';

/**
 * An order line's progress: Order Placed, On the Way, Out of Delivery, Delivered (Order Placed and Cancelled for a
 * cancelled line), each reached step green with the date the order records, and the line's expected delivery day on
 * the Delivered step while it is on its way.
 */
export function OrderTracker({ item }: { item: OrderTracker_item$key }) {
  const { productName, expectedDelivery, tracker } = useFragment(
    graphql`
      fragment OrderTracker_item on OrderItem {
        productName
        expectedDelivery
        tracker {
          title
          done
          reachedAt
        }
      }
    `,
    item,
  );
  return (
    <Stack as="ol" aria-label={`Progress of ${productName}`} gap="0" listStyleType="none">
      {tracker.map((step, index) => (
        <HStack
          as="li"
          key={step.title}
          align="start"
          gap="3"
          aria-current={step.done && !tracker[index + 1]?.done ? 'step' : undefined}
        >
          <Stack align="center" gap="0">
            <Circle
              size="6"
              bg={step.done ? 'green.600' : 'bg.muted'}
              color="white"
              borderWidth={step.done ? 0 : '1px'}
            >
              {step.done && <Check aria-hidden size={14} />}
            </Circle>
            {index < tracker.length - 1 && <Box w="2px" h="8" bg={tracker[index + 1]!.done ? 'green.600' : 'border'} />}
          </Stack>
          <Stack gap="0" pb="2">
            <Text fontWeight="medium" color={step.done ? 'green.700' : 'fg.muted'}>
              {step.title}
              <Box as="span" srOnly>
                {step.done ? ' (done)' : ' (not yet)'}
              </Box>
            </Text>
            {step.reachedAt && (
              <Text fontSize="sm" color="fg.muted">
                {formatTrackerDay(step.reachedAt)}
              </Text>
            )}
            {index === tracker.length - 1 && !step.done && expectedDelivery && (
              <Text fontSize="sm" color="fg.muted">
                Expected by {formatDeliveryPromise(expectedDelivery)}
              </Text>
            )}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
