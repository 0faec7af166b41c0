// The compiler process starts here (process.server.ts forks it with V8 flags only): register the TypeScript loader,
// then load the compiler's entry.
import { register } from 'tsx/esm/api';

register();
await import('./process-main.server.ts');
