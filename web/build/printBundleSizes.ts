// After the client build (web/package.json's `build`): the table of initial JavaScript per route.
import { join } from 'node:path';
import { printBundleSizes } from './bundleSizes.ts';

printBundleSizes(join(import.meta.dirname, '..', 'dist'));
