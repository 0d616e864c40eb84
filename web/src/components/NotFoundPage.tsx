import { useId } from 'react';
import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Link as RouterLink, useNavigate } from 'react-router-dom';
import { SEARCH_RESULTS_PATH } from '../routing/paths.ts';
import { useServerStatus } from '../routing/serverStatus.ts';

interface NotFoundPageProps {
  /** The page's heading, such as "Product not found". */
  title: string;
  /** What was not found, in a sentence. */
  message: string;
  /** A way back that fits the page (My Orders for an order); the home page is always offered. */
  back?: { to: string; label: string };
}

/**
 * What a page shows when what its URL names does not exist (an unknown path, product or order): says so, answers 404
 * when rendered on the server, and offers the ways on: back where the shopper came from, a fitting list, the home
 * page, and a product search (a plain GET form, so it works before the app has loaded too).
 */
export function NotFoundPage({ title, message, back }: NotFoundPageProps) {
  useServerStatus(404);
  const navigate = useNavigate();
  const searchId = useId();
  // The router numbers the entries it pushed: at the first one, "back" would leave the site, so it goes home instead.
  const goBack = () =>
    ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate('/');
  return (
    <Stack as="section" aria-labelledby="not-found-title" gap="5" maxW="2xl" py={{ base: '4', md: '8' }}>
      <Stack gap="2">
        <Text color="fg.muted" fontSize="sm" fontWeight="semibold">
          Error 404
        </Text>
        <Heading as="h1" id="not-found-title" size="2xl">
          {title}
        </Heading>
        <Text fontSize="lg">{message}</Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button type="button" variant="outline" onClick={goBack}>
          Go back
        </Button>
        {back && (
          <Button asChild variant="outline">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Button>
        )}
        <Button asChild colorPalette="teal">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </HStack>
      <Form method="get" action={SEARCH_RESULTS_PATH} role="search" aria-labelledby={`${searchId}-label`}>
        <Stack gap="2">
          <Text asChild fontWeight="semibold">
            <label id={`${searchId}-label`} htmlFor={searchId}>
              Search for products instead
            </label>
          </Text>
          <HStack gap="2" maxW="md">
            <Input id={searchId} name="query" type="search" required placeholder="Search products, brands" />
            <Button type="submit" colorPalette="teal">
              Search
            </Button>
          </HStack>
        </Stack>
      </Form>
    </Stack>
  );
}
