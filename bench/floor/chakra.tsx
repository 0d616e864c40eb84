import { ChakraProvider, Container, Heading } from '@chakra-ui/react';
import { startUp } from '../../web/src/startUp.tsx';
import { createStorefrontSystem } from '../../web/src/theme.ts';
import { floorRouter } from './floorRouter.tsx';

void startUp(
  () =>
    floorRouter(({ children }) => (
      <Container py="4">
        <Heading as="h1" size="2xl">
          {children}
        </Heading>
      </Container>
    )),
  () => {
    const system = createStorefrontSystem();
    return (app) => <ChakraProvider value={system}>{app}</ChakraProvider>;
  },
);
