import { ChakraProvider, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterRoot } from '@marketplace/web/RouterRoot';
import { startUp } from '@marketplace/web/startUp';
import { createStorefrontSystem } from '@marketplace/web/theme';
import { floorRouter } from './floorRouter.tsx';

// The build's mode (`plain` or `chakra`) is a constant in the bundle: the plain floor's build drops Chakra entirely.
const chakra = import.meta.env.MODE === 'chakra';

const PlainTitle = ({ children }: { children: ReactNode }) => <h1>{children}</h1>;
const ChakraTitle = ({ children }: { children: ReactNode }) => (
  <Container py="4">
    <Heading as="h1" size="2xl">
      {children}
    </Heading>
  </Container>
);

void startUp(
  () => {
    if (!chakra) return (app) => app;
    const system = createStorefrontSystem();
    return (app) => <ChakraProvider value={system}>{app}</ChakraProvider>;
  },
  () => <RouterRoot router={floorRouter(chakra ? ChakraTitle : PlainTitle)} />,
);
