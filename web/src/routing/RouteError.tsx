import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage.tsx';

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

/** What a form says when it was posted without the app to a page that cannot answer it (the app sends it itself). */
export const FORM_NEEDS_APP = 'This form needs JavaScript: turn it on, then send the form again.';

export function RouteError() {
  const error = useRouteError();
  const detail = !isRouteErrorResponse(error)
    ? error instanceof Error
      ? error.message
      : String(error)
    : error.status === 405
      ? FORM_NEEDS_APP
      : `${error.status} ${error.statusText}`;
  return <ErrorScreen detail={detail} />;
}

/** What an unknown URL shows, inside the layout (404 from the server). */
export function NotFound() {
  return (
    <NotFoundPage
      title="Page not found"
      message="There is no page at this address. It may have moved, or the link may be mistyped."
    />
  );
}
