// A worker thread does not inherit the TypeScript loader of `node --import tsx`: register it, then load the compiler thread.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
