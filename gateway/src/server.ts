import { createServer } from 'node:http';
import { closeGracefully, onShutdownSignal, shutdownGraceMs } from '@marketplace/runtime/shutdown';
import { tracingFromEnv } from '@marketplace/runtime/telemetry';
import { configFromEnv } from './config.ts';
import { graphQLMediaType } from './http/refusals.ts';
import { chunkedBodyRefused, LENGTH_REQUIRED } from './http/plugins/requestShape.ts';
import { createGateway } from './yoga.ts';

const config = configFromEnv();
const port = Number(process.env.PORT ?? 4000);
// Loopback unless HOST says otherwise (HOST=0.0.0.0 listens on every interface).
const host = process.env.HOST ?? '127.0.0.1';
const tracing = await tracingFromEnv('gateway');
const gateway = createGateway(config, tracing?.tracer);
// A body must say its length, so the gateway can refuse one that is too large before reading it.
const server = createServer((request, response) => {
  if (!chunkedBodyRefused(request.headers)) return void gateway(request, response);
  const type = `${graphQLMediaType(request.headers.accept)}; charset=utf-8`;
  response.writeHead(411, { 'content-type': type, connection: 'close' }).end(LENGTH_REQUIRED);
});

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Gateway listening on http://${host === '127.0.0.1' ? 'localhost' : host}:${shown} (GraphiQL at /graphql, REST API at ${config.upstreamUrl})`,
  );
  if (config.sandbox)
    console.log('Development sandbox on (DEV_SANDBOX=true): /dev/google/credential answers loopback clients only');
});

onShutdownSignal(async () => {
  gateway.readiness.stop();
  await closeGracefully(server, shutdownGraceMs());
  await gateway.dispose();
  await tracing?.shutdown();
});
