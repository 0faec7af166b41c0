/**
 * Build step of the designer: every text file Vite writes gets `.br` and `.gz` siblings at the best levels
 * (written once per build, served many times), as the storefront's assets do (compiler/compress.server.ts).
 * The server sends them with Content-Encoding; nginx can with brotli_static / gzip_static.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compress, isCompressible, MIN_COMPRESS_BYTES } from '../compiler/compress.server';

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'designer-precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    async writeBundle(_options, bundle) {
      await Promise.all(Object.keys(bundle).filter(isCompressible).map(async (name) => {
        const file = path.join(outDir, name);
        const body = await fs.readFile(file);
        if (body.length < MIN_COMPRESS_BYTES) return;
        const { br, gz } = await compress(body, true);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      }));
    },
  };
}
