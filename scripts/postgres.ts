// A throw-away PostgreSQL server for tests and local clusters: `startPostgres()` runs initdb into a temporary
// directory and starts `postgres` on a loopback port, with its socket in that directory. It needs the server
// binaries (Debian: `apt-get install postgresql`); PG_BIN names their folder when it is not the usual one.
// PostgreSQL refuses to run as root: as root, both commands run as the `postgres` system user the Debian package
// creates (through setpriv), and the directory is handed to that user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onFreePort, stopWithParent } from '@marketplace/runtime/service';

export interface Postgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the superuser, no password (trust on loopback). */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** Default: a free loopback port. */
  port?: number;
  /** The data directory's parent; default: a new temporary directory, removed by stop(). */
  dir?: string;
}

/** The folder holding initdb and postgres: PG_BIN, else the newest Debian install, else PATH. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return join(root, newest, 'bin');
  const found = spawnSync('sh', ['-c', 'command -v postgres'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found.replace(/\/postgres$/, '');
  throw new Error(
    'PostgreSQL server binaries not found: install them (Debian: apt-get install postgresql) or set PG_BIN',
  );
}

const asRoot = userInfo().uid === 0;

/** The command line for `binary`, as the postgres user when we are root. */
function command(bin: string, binary: string, args: string[]): [string, string[]] {
  const path = join(bin, binary);
  // setpriv execs the binary itself (runuser would stay as its parent), so stop()'s signal reaches postgres.
  return asRoot
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', path, ...args]]
    : [path, args];
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections within 30 s: ${(err as Error).message}\n${log()}`, {
          cause: err,
        });
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

export async function startPostgres({ port, dir }: PostgresOptions = {}): Promise<Postgres> {
  const bin = postgresBin();
  const ownDir = dir === undefined;
  const root = dir ?? mkdtempSync(join(tmpdir(), 'mkt-pg-'));
  const data = join(root, 'data');
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(root, uid, gid);
  }
  const [initdb, initArgs] = command(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--locale=C',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0)
    throw new Error(`initdb failed (${init.status}):\n${init.stdout}${init.stderr}${init.error?.message ?? ''}`);

  const removeDir = () => ownDir && rmSync(root, { recursive: true, force: true });
  const started = onFreePort(port, async (chosen) => {
    // Tests create and drop a database per test file, many at once: fsync off, as the data is thrown away.
    const settings = [
      '-p',
      String(chosen),
      '-k',
      root,
      '-h',
      '127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ];
    const [postgres, args] = command(bin, 'postgres', ['-D', data, ...settings]);
    const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // The server's log, its last 64 KB, for the error when it fails to start.
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk).slice(-65_536));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const url = `postgres://postgres@127.0.0.1:${chosen}/postgres`;
    // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them.
    const shutDown = stopWithParent(child, 'SIGINT');
    try {
      await waitUntilReady(url, child, () => output);
    } catch (err) {
      await shutDown();
      throw err;
    }
    const stop = async () => {
      await shutDown();
      removeDir();
    };
    return { url, port: chosen, dir: root, stop };
  });
  return started.catch((err) => {
    removeDir();
    throw err;
  });
}

function postgresUser() {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('running as root needs the `postgres` system user (the Debian postgresql package creates it)');
  return { uid, gid: id('-g') };
}
