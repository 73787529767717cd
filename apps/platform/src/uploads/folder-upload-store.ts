import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorableId, type UploadStore } from './upload-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Bytes as files `<folder>/<id>`: written under a temporary name, then linked to the id's (which fails if the
 * id has a file already), so a crash leaves no half file and no upload overwrites another.
 */
export function folderUploadStore(folder: string): UploadStore {
  const fileOf = (id: string) => {
    assertStorableId(id);
    return path.join(folder, id);
  };
  return {
    kind: 'folder',
    async put(id, bytes) {
      const file = fileOf(id);
      await mkdir(folder, { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      try {
        await link(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(id) {
      try {
        return new Uint8Array(await readFile(fileOf(id)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(id) {
      await rm(fileOf(id), { force: true });
    },
  };
}
