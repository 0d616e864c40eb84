import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (through node:url, not the global URL, which jsdom replaces in component tests). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
