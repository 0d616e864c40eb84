import { createServer } from 'node:http';
import { configFromEnv } from './config.ts';
import { createGateway } from './yoga.ts';

const config = configFromEnv();
const port = Number(process.env.PORT ?? 4000);
// Loopback unless HOST says otherwise (HOST=0.0.0.0 listens on every interface).
const host = process.env.HOST ?? '127.0.0.1';
const gateway = createGateway(config);
const server = createServer(gateway);

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`Gateway listening on http://${host === '127.0.0.1' ? 'localhost' : host}:${shown} (GraphiQL at /graphql, REST API at ${config.upstreamUrl})`);
  if (config.sandbox) console.log('Development sandbox on (DEV_SANDBOX=true): /dev/google/credential answers loopback clients only');
});

function stop() {
  server.close(() => void gateway.dispose());
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
