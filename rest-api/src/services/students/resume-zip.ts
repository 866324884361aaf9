import archiver from 'archiver';

/** One file of the zip: the name inside it and its bytes. */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/** A name safe inside a zip on every system: no folders, no characters Windows refuses. */
export const zipSafeName = (name: string): string => {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '')
    .trim();
  return cleaned || 'file';
};

/** Names made unique within one zip: a second `cv.pdf` becomes `cv (2).pdf`. */
export const uniqueNames = (names: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    if (times === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${times})${name.slice(dot)}` : `${name} (${times})`;
  });
};

/**
 * The files as one zip (archiver streams the entries through deflate; the chunks are gathered because the
 * document store takes the whole file). Already-compressed files (PDF, DOCX, images) are stored, not
 * deflated again.
 */
export const buildZip = (entries: readonly ZipEntry[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('warning', reject);
    archive.on('error', reject);
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    const names = uniqueNames(entries.map((entry) => zipSafeName(entry.name)));
    entries.forEach((entry, index) => {
      const stored = /\.(pdf|docx|png|jpe?g|zip)$/i.test(entry.name);
      archive.append(entry.bytes, { name: names[index]!, store: stored });
    });
    void archive.finalize();
  });
