// One REST API process on PostgreSQL under a representative mix (product page, category listing, signed-in cart),
// at 1 and at 32 connections: how far concurrent requests overlap, and how long the event loop is ever blocked.
import autocannon from 'autocannon';
import { API_LISTENING, bundledService, startProcess } from '@marketplace/runtime/service';
import { startPostgres } from '../scripts/postgres.ts';
import { printTable } from '@marketplace/runtime/table';

const PROBE = /event-loop max ([\d.]+) ms, busy (\d+) %/g;

export async function benchRestPostgres(seconds: number) {
  const postgres = await startPostgres();
  try {
    const env = { API_PORT: '0', DATABASE_URL: postgres.url, NODE_ENV: 'production' };
    const args = ['--import', './bench/eventLoopProbe.js', bundledService('rest-api/src/server.ts')];
    const service = await startProcess(args, env, API_LISTENING);
    let output = '';
    service.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    /** The probe's longest block and busy share since the last call (it answers SIGUSR2 on stdout). */
    const eventLoop = async () => {
      const seen = [...output.matchAll(PROBE)].length;
      service.child.kill('SIGUSR2');
      while ([...output.matchAll(PROBE)].length === seen) await new Promise((done) => setTimeout(done, 20));
      const [, longest, busy] = [...output.matchAll(PROBE)].at(-1)!;
      return [Number(longest), Number(busy)];
    };
    try {
      const signIn = await fetch(`${service.url}/signin-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const requests = [
        { path: '/getProductInnerDetails?pId=PRD000042' },
        { path: '/fetch-single-category/CAT125/x?limit=24&offset=0&sort=price_asc' },
        { path: '/get-cart-products', headers: { authorization: `Bearer ${token}` } },
      ];
      const rows = [];
      for (const connections of [1, 32]) {
        await autocannon({ url: service.url, requests, connections, duration: 1 });
        await eventLoop();
        const result = await autocannon({ url: service.url, requests, connections, duration: seconds });
        if (result.non2xx > 0) console.error(`${connections} connections: ${result.non2xx} non-2xx responses`);
        rows.push([
          connections,
          Math.round(result.requests.average),
          result.latency.p50,
          result.latency.p99,
          ...(await eventLoop()),
        ]);
      }
      printTable(
        'REST API on PostgreSQL, one process: product page, category listing, signed-in cart',
        ['connections', 'req/s', 'p50 ms', 'p99 ms', 'longest event-loop block ms', 'event loop busy %'],
        rows,
      );
    } finally {
      await service.stop();
    }
  } finally {
    await postgres.stop();
  }
}
