import { Box, Circle, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { deliveredOrderPath, reviewProductPath } from '../../routing/paths.ts';
import { formatDeliveryPromise, formatTrackerDay } from '../../time/dates.ts';
import type { OrderTracker_item$key } from './__generated__/OrderTracker_item.graphql.ts';

/**
 * An order line's progress: Order Placed, On the Way, Out of Delivery, Delivered (Order Placed and Cancelled for a
 * cancelled line), each reached step green with the date the order records, and the line's expected delivery day on
 * the Delivered step while it is on its way. Given the line's `orderId`, a reached Delivered step links to the
 * order's delivered page and to the product's review form.
 */
export function OrderTracker({ item, orderId }: { item: OrderTracker_item$key; orderId?: string }) {
  const { productId, productName, expectedDelivery, tracker } = useFragment(
    graphql`
      fragment OrderTracker_item on OrderItem {
        productId
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
  const deliveredPage = orderId === undefined ? null : deliveredOrderPath(orderId);
  return (
    <Stack as="ol" aria-label={`Progress of ${productName}`} gap="0" listStyleType="none">
      {tracker.map((step, index) => {
        const link = step.done && step.title === 'Delivered' ? deliveredPage : null;
        return (
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
              {index < tracker.length - 1 && (
                <Box w="2px" h="8" bg={tracker[index + 1]!.done ? 'green.600' : 'border'} />
              )}
            </Stack>
            <Stack gap="0" pb="2">
              <Text fontWeight="medium" color={step.done ? 'green.700' : 'fg.muted'}>
                {link ? (
                  <Link asChild color="inherit" textDecoration="underline">
                    <RouterLink to={link}>{step.title}</RouterLink>
                  </Link>
                ) : (
                  step.title
                )}
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
              {link && (
                <Link asChild fontSize="sm" color="blue.600">
                  <RouterLink to={reviewProductPath(productId)}>Review Product</RouterLink>
                </Link>
              )}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
