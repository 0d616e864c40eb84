// HAProxy (Debian's package) as the cluster's load balancer, run in the foreground as our own process.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onFreePort, stopWithParent, untilListening } from '@marketplace/runtime/service';

export interface Balanced {
  name: string;
  /** `host:port` of each instance. */
  servers: string[];
  /**
   * Whether to append the client's address to X-Forwarded-For. On for the public edge; off in front of the REST
   * APIs, where the gateway already put the shopper's address there and the REST API must read it unchanged.
   */
  forwardFor: boolean;
}

/**
 * Round robin over instances that answer `/readyz` (checked every second; out after two failures, back after one
 * success), so a draining or dead instance gets no new request. A request whose connection to an instance fails
 * is sent to another one (`retry-on conn-failure` + `redispatch`): nothing was sent yet, so even a POST is safe
 * to retry; a request already sent is never resent.
 */
export function haproxyConfig({ name, servers, forwardFor }: Balanced, port: number): string {
  const lines = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch 1',
    `frontend ${name}`,
    `  bind 127.0.0.1:${port}`,
    `  default_backend ${name}_instances`,
    `backend ${name}_instances`,
    '  balance roundrobin',
    ...(forwardFor ? ['  option forwardfor'] : []),
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...servers.map((server, i) => `  server ${name}${i + 1} ${server} check`),
  ];
  return `${lines.join('\n')}\n`;
}

/** One HAProxy in front of `balanced`'s instances, on `port` or a free one; resolves once it listens. */
export function startHaproxy(dir: string, balanced: Balanced, port?: number) {
  return onFreePort(port, async (chosen) => {
    const file = join(dir, `${balanced.name}.cfg`);
    writeFileSync(file, haproxyConfig(balanced, chosen));
    // -db: stay in the foreground, so stopping this child stops the load balancer.
    const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const stop = stopWithParent(child, 'SIGTERM');
    try {
      await untilListening(chosen, () =>
        child.exitCode !== null ? `haproxy exited with ${child.exitCode}:\n${output}` : null,
      );
    } catch (error) {
      await stop();
      throw error;
    }
    return { url: `http://127.0.0.1:${chosen}`, child, output: () => output, stop };
  });
}
