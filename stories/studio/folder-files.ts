import { strToU8, zipSync } from 'fflate';
import { FILES } from '../../src/onboarding/config';

/** A configuration folder in the studio: its JSON files as text and its pictures by file name. */
export interface Folder {
  name: string;
  texts: Record<string, string>;
  /** picture file name → an address the browser can load (a blob: URL for an opened folder) */
  images: Record<string, string>;
}

const FILE_NAMES = new Set(FILES.map((f) => `${f}.json`));
const SEED_TEXTS = import.meta.glob<string>('../../server/seed/*/*.json', {
  query: '?raw',
  import: 'default',
});
const SEED_IMAGES = import.meta.glob<string>('../../server/seed/*/images/*', {
  query: '?url',
  import: 'default',
});

export const DEMO_MERCHANTS = ['demo', 'osh', 'night'] as const;

/** A demo merchant's own configuration folder (server/seed/<sub>), as `npm run seed` imports it. */
export async function demoFolder(sub: (typeof DEMO_MERCHANTS)[number]): Promise<Folder> {
  const texts: Record<string, string> = {};
  const images: Record<string, string> = {};
  await Promise.all([
    ...Object.entries(SEED_TEXTS)
      .filter(([path]) => path.includes(`/seed/${sub}/`))
      .map(async ([path, load]) => {
        texts[path.split('/').at(-1) as string] = await load();
      }),
    ...Object.entries(SEED_IMAGES)
      .filter(([path]) => path.includes(`/seed/${sub}/images/`))
      .map(async ([path, load]) => {
        images[path.split('/').at(-1) as string] = await load();
      }),
  ]);
  return { name: sub, texts, images };
}

/**
 * A folder the staff picked (an `<input webkitdirectory>`) or dropped: its JSON files at the top
 * and the pictures of its images/ directory; anything else is left out.
 */
export async function folderOf(files: { path: string; file: File }[]): Promise<Folder> {
  const texts: Record<string, string> = {};
  const images: Record<string, string> = {};
  let name = 'merchant';
  for (const { path, file } of files) {
    const parts = path.split('/').filter(Boolean);
    if (parts.length > 1) name = parts[0] as string;
    const inside = parts.length > 1 ? parts.slice(1) : parts;
    if (inside.length === 1 && FILE_NAMES.has(inside[0] as string))
      texts[inside[0] as string] = await file.text();
    else if (inside.length === 2 && inside[0] === 'images')
      images[inside[1] as string] = URL.createObjectURL(file);
  }
  return { name, texts, images };
}

/** Every file under a dropped directory (the drag-and-drop entries API), with its path. */
export async function droppedFiles(items: DataTransferItemList): Promise<{ path: string; file: File }[]> {
  const out: { path: string; file: File }[] = [];
  const walk = async (entry: FileSystemEntry | null, prefix: string): Promise<void> => {
    if (!entry) return;
    if (entry.isFile) {
      const file = await new Promise<File>((resolve, reject) =>
        (entry as FileSystemFileEntry).file(resolve, reject),
      );
      out.push({ path: `${prefix}${entry.name}`, file });
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries answers in batches until it answers none
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
          reader.readEntries(resolve, reject),
        );
        if (batch.length === 0) break;
        for (const child of batch) await walk(child, `${prefix}${entry.name}/`);
      }
    }
  };
  await Promise.all([...items].map((item) => walk(item.webkitGetAsEntry(), '')));
  return out;
}

/** The folder as a .zip of `<name>/…`: unzipped, `npm run merchant -- validate` reads it (it also reads the .zip). */
export async function zipFolder(folder: Folder): Promise<Blob> {
  const entries: Record<string, Uint8Array> = {};
  for (const [file, text] of Object.entries(folder.texts)) entries[`${folder.name}/${file}`] = strToU8(text);
  for (const [file, url] of Object.entries(folder.images))
    entries[`${folder.name}/images/${file}`] = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
