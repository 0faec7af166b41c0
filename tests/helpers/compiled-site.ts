/**
 * A test app whose catalogue changes rebuild pages with the real compiler (`onCatalogChange` → `rebuildItems`),
 * over a minimal Astro shell the compiler fills exactly as in the real build: what a guest is served is what
 * the compiler wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCompiler } from '../../compiler/index';
import { databaseSource } from '../../server/modules/template/compiler-source.server';
import { createTestApp, type TestApp } from './app';

const SHELL = '<!doctype html><html><head><title>x</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>';

/** `rebuildItems`: the compiler's own, for callers that rebuild pages without the API (the background jobs). */
export type CompiledTestApp = TestApp & { rebuildItems(itemIds: number[]): Promise<unknown> };

export async function createCompiledTestApp(): Promise<CompiledTestApp> {
  let compiler: ReturnType<typeof createCompiler> | undefined;
  const t = await createTestApp({ onCatalogChange: (ids) => compiler!.rebuildItems(ids) });
  const astroOutDir = path.join(t.config.dataDir, 'astro');
  fs.mkdirSync(path.join(astroOutDir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(astroOutDir, 'shell/index.html'), SHELL);
  compiler = createCompiler({ source: databaseSource(t.db), config: { ...t.config, astroOutDir } });
  const close = t.close;
  return Object.assign(t, {
    rebuildItems: (ids: number[]) => compiler!.rebuildItems(ids),
    // The compressed siblings of the last rebuild are written in the background: the folders go once they are.
    close: async () => { await compiler!.settled(); await close(); },
  });
}
