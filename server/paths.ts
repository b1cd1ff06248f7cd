import { resolve } from 'node:path';

/**
 * The project's root: this file is in server/ and the compiled server is one file in
 * dist-server/, so one level up is the root either way. Files the server reads at runtime
 * (the contract, the demo folders, the first migration's SQL, the schemas) are found from here.
 */
export const ROOT = resolve(import.meta.dirname, '..');
