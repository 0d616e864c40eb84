import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { myOrdersPath } from '../../routing/paths.ts';

/** An order page without its order (not the shopper's, unknown, or not in the state the page needs): why, and the way back. */
export function OrderUnavailable({ message, role = 'alert' }: { message: string; role?: 'alert' | 'status' }) {
  return (
    <Stack gap="3" align="start">
      <Text role={role}>{message}</Text>
      <Button asChild variant="outline" size="sm">
        <RouterLink to={myOrdersPath}>Back to My Orders</RouterLink>
      </Button>
    </Stack>
  );
}
