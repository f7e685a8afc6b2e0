import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { mediaContentType, type MediaStore } from './media-store.ts';

/**
 * `MEDIA_DIR`: the media folder (unset: the caller's default under DATA_DIR). A relative path is
 * taken from where the command was typed (npm runs workspace scripts inside the workspace), so
 * write-api and read-api started from one place agree on the folder.
 */
export const mediaDirSetting = z
  .preprocess((v) => (v === '' ? undefined : v), z.string().optional())
  .transform((dir) => dir && resolve(process.env.INIT_CWD ?? process.cwd(), dir));

/**
 * The MediaStore on a local folder (created on first write). A file appears whole or not at all:
 * it is written under a temporary name and renamed, so a reader never sees half an image.
 */
export function fileMediaStore(dir: string): MediaStore {
  return {
    async put(name, bytes, contentType) {
      if (mediaContentType(name) !== contentType)
        throw new Error(`Not a media name for ${contentType}: ${JSON.stringify(name)}`);
      await mkdir(dir, { recursive: true });
      const target = join(dir, name);
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      const contentType = mediaContentType(name);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(join(dir, name)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    describe: () => dir,
  };
}
