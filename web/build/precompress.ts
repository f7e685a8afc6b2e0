import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip -9) next to every text file of
 * the build, once, so the server only picks a file per request and never compresses on the fly.
 * A variant that would not be smaller than the original is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cinema:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        const variants = {
          br: brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gz: gzipSync(source, { level: 9 }),
        };
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < source.length) writeFileSync(`${file}.${extension}`, compressed);
        }
      }
    },
  };
}
