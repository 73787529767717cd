import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorableId, STORABLE_UPLOAD_ID, type UploadStore } from './upload-store';

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
    async storedBefore(before) {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const old: string[] = [];
      for (const name of names) {
        const file = path.join(folder, name);
        const modified = await stat(file).then(
          (found) => found.mtime,
          () => null,
        );
        if (!modified || modified >= before) continue;
        if (name.endsWith('.partial')) await rm(file, { force: true });
        else if (STORABLE_UPLOAD_ID.test(name)) old.push(name);
      }
      return old;
    },
  };
}
