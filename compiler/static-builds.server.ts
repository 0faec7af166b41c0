/**
 * Builds the static parts when they are missing: Astro's output (page shells, islands, assets) and
 * the designer SPA. Run through node_modules/.bin so no npx child is left behind.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT_DIR, 'node_modules', '.bin', bin), args, {
      cwd: ROOT_DIR, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited with ${code}`))));
  });
}

export async function buildAstro(): Promise<void> {
  await run('astro', ['build', '--silent']);
}

export async function buildDesigner(): Promise<void> {
  await run('vite', ['build', '--config', 'designer/vite.config.ts', '--logLevel', 'warn']);
}

/** Builds what is missing (or everything with `force`). */
export async function ensureBuilds(config: { astroOutDir: string; designerDir: string }, force = false): Promise<void> {
  if (force || !fs.existsSync(path.join(config.astroOutDir, 'shell', 'index.html'))) {
    console.log('构建店铺页面（Astro）…');
    await buildAstro();
  }
  if (force || !fs.existsSync(path.join(config.designerDir, 'index.html'))) {
    console.log('构建装修设计器…');
    // The shop can serve shoppers without the designer; report and go on.
    await buildDesigner().catch((e) => console.error(`装修设计器构建失败：${(e as Error).message}`));
  }
}
