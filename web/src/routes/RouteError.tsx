import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';

/** The router's fallback screen, worded as the original storefront's: "Unexpected Application Error!" and what happened. */
function ErrorScreen({ detail }: { detail: string }) {
  return (
    <Box as="section" p={{ base: '6', md: '10' }} aria-labelledby="route-error-title">
      <Heading as="h1" id="route-error-title" size="2xl">
        Unexpected Application Error!
      </Heading>
      <Text mt="2" fontSize="lg" fontStyle="italic">
        {detail}
      </Text>
      <Link asChild mt="6" colorPalette="teal" variant="underline">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Link>
    </Box>
  );
}

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen detail={detail} />;
}

/** What an unknown URL shows, inside the layout. */
export function NotFound() {
  return <ErrorScreen detail="404 Not Found" />;
}
