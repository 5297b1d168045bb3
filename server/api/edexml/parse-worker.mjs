// The EDEXML parser's worker thread (parse-in-worker.ts). A worker does not inherit the tsx loader of
// `node --import tsx`, so this entry loads the TypeScript through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./parse-worker.ts', import.meta.url);
