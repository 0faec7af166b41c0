/**
 * The server project renders pages with React's production build, as the shop does: the compiler process runs with
 * NODE_ENV=production (compiler/process.server.ts), while vitest sets NODE_ENV=test for the whole worker, which
 * picked React's development build for every in-process compile (prop validation, dev JSX, element checks: about
 * twice the render work, no output difference). React chooses its build when first required, so it is required
 * here first with NODE_ENV=production, then NODE_ENV goes back to test for everything else (the test payment, the
 * development helpers). The JSX of this project is compiled for the production runtime to match (vitest.config.ts).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(id);
} finally {
  process.env.NODE_ENV = mode;
}
