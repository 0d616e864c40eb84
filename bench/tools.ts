import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '@marketplace/runtime/service';

/**
 * Where npm installed `name`, one of the outside programs the bench runs (tools/bench's package.json): in that part's
 * own node_modules or the root's. The bench runs their command-line programs rather than importing them, so that the
 * bench's own code needs none of them to compile (the test install leaves them out).
 */
export const toolDir = (name: string) =>
  createRequire(join(ROOT, 'tools/bench/package.json'))
    .resolve.paths(name)!
    .map((modules) => join(modules, name))
    .find((dir) => existsSync(join(dir, 'package.json')))!;
