// A counting HTTP proxy in front of the REST API, so every peer of the `peers` section is measured the same way:
// the peer talks to the proxy, the proxy forwards each request unchanged (keep-alive) and counts it.
// GET /__bench/calls answers the count (and of distinct method + URL); POST /__bench/reset starts again from 0. Run as its own process (one core):
//   node --import tsx bench/countingProxy.ts <upstream URL>   (PROXY_PORT=0 picks a free port)
import { Agent, createServer, request } from 'node:http';

const upstream = new URL(process.argv[2] ?? process.env.UPSTREAM_URL ?? '');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let calls = 0;
let distinct = new Set<string>();

const server = createServer((incoming, outgoing) => {
  if (incoming.url === '/__bench/calls')
    return void outgoing
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ calls, distinct: distinct.size }));
  if (incoming.url === '/__bench/reset') {
    calls = 0;
    distinct = new Set();
    return void outgoing.writeHead(204).end();
  }
  calls++;
  distinct.add(`${incoming.method} ${incoming.url}`);
  const headers = { ...incoming.headers, host: upstream.host };
  const forward = (retry: boolean) => {
    const forwarded = request(
      { agent, hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the REST API closed as it was reused (Node's documented race): a read is sent again.
      if (retry && forwarded.reusedSocket && error.code === 'ECONNRESET') return forward(false);
      console.error(`proxy: ${incoming.method} ${incoming.url}: ${error.code ?? ''} ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: `proxy: ${error.message}` }));
    });
    return forwarded;
  };
  if (incoming.method === 'GET' || incoming.method === 'HEAD') {
    incoming.resume();
    forward(true).end();
  } else incoming.pipe(forward(false));
});

server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PROXY_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(
    `Counting proxy listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0} for ${upstream.origin}`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  agent.destroy();
});
