// HAProxy (Debian's package) as the cluster's load balancer, run in the foreground as our own process.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopWithParent } from './service.ts';

export interface Balanced {
  name: string;
  /** The loopback port the load balancer listens on. */
  port: number;
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
export function haproxyConfig(balanced: Balanced[]): string {
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
  ];
  for (const { name, port, servers, forwardFor } of balanced) {
    lines.push(
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
    );
  }
  return `${lines.join('\n')}\n`;
}

export function startHaproxy(dir: string, balanced: Balanced[]) {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(balanced));
  // -db: stay in the foreground, so stopping this child stops the load balancer.
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: stopWithParent(child, 'SIGTERM'),
  };
}
