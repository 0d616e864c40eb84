import { createServer } from 'node:http';
import { configFromEnv } from './config.ts';
import { createGateway } from './yoga.ts';

const config = configFromEnv();
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';
const gateway = createGateway(config);
const server = createServer(gateway);

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`Gateway listening on http://localhost:${shown} (GraphiQL at /graphql, REST API at ${config.upstreamUrl})`);
});

function stop() {
  server.close(() => void gateway.dispose());
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
