// relay-compiler adds each operation it persists to gateway/src/__generated__/persisted-operations.json but never
// removes one: this keeps the manifest to the operations of the current artifacts (`npm run relay` runs it after
// the compiler), and with --check fails when the manifest and the artifacts disagree (`npm test`).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '@marketplace/runtime/service';

const MANIFEST = join(ROOT, 'gateway/src/__generated__/persisted-operations.json');

/** The persisted ids of the operations in the storefront's generated artifacts. */
function artifactIds(): Set<string> {
  const ids = new Set<string>();
  for (const entry of readdirSync(join(ROOT, 'web/src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.parentPath.endsWith('__generated__') || !entry.name.endsWith('.graphql.ts')) continue;
    const id = /"params": \{\s*"id": "([0-9a-f]{64})"/.exec(
      readFileSync(join(entry.parentPath, entry.name), 'utf8'),
    )?.[1];
    if (id) ids.add(id);
  }
  return ids;
}

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
const ids = artifactIds();
const missing = [...ids].filter((id) => !(id in manifest));
const stale = Object.keys(manifest).filter((id) => !ids.has(id));
if (missing.length > 0) {
  console.error(`persisted-operations.json lacks ${missing.length} operation(s) of the artifacts: run npm run relay`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`persisted-operations.json holds ${stale.length} operation(s) no artifact has: run npm run relay`);
    process.exit(1);
  }
} else if (stale.length > 0) {
  const kept = Object.fromEntries(
    Object.entries(manifest)
      .filter(([id]) => ids.has(id))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(MANIFEST, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`persisted-operations.json: removed ${stale.length} operation(s) no artifact has`);
}
