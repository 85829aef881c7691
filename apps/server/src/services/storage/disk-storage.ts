import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type DocumentStorage } from './document-storage';

/** Documents on the local disk under `root` (DATA_DIR/documents by default). */
export function createDiskStorage(root: string): DocumentStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves half a file under the real name.
      const temporary = `${file}.${process.pid}.partial`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      return new Uint8Array(await readFile(resolve(key)));
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
