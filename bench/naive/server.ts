// The naive peer as its own process: UPSTREAM_URL (the REST API), PORT (0 picks a free one).
import { createServer } from 'node:http';
import { createNaiveGateway } from './yoga.ts';

const yoga = createNaiveGateway(
  process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010',
  process.env.PUBLIC_ORIGIN ?? 'http://localhost:4000',
);
const server = createServer(yoga);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(
    `Naive gateway listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
});
