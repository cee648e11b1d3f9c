/**
 * Hashing for the build: SHA-256 of text, bytes or a file (streamed: a media source may be gigabytes), and the
 * content-hash cache that spares reading an unchanged large file again (keyed by its size and modification time).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** SHA-256 of text (UTF-8) or bytes, hex unless asked for base64 (a CSP hash). */
export const sha256 = (data: string | Uint8Array, encoding: 'hex' | 'base64' = 'hex'): string =>
  createHash('sha256').update(data).digest(encoding);

/** SHA-256 (hex) of a file, streamed. */
export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

interface CacheEntry {
  size: number;
  mtimeMs: number;
  sha256: string;
}

/**
 * File hashes kept between builds in a JSON file: a file whose size and modification time are those recorded is
 * not read again. `save()` keeps only the entries asked for in this run, so files that left drop out.
 */
export class ContentHashCache {
  private readonly next: Record<string, CacheEntry> = {};

  private constructor(
    private readonly file: string,
    private readonly known: Readonly<Record<string, CacheEntry>>,
  ) {}

  /** The cache kept in `file` (empty when there is none or it cannot be read). */
  static async open(file: string): Promise<ContentHashCache> {
    const known: unknown = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
    return new ContentHashCache(file, typeof known === 'object' && known !== null ? Object.fromEntries(Object.entries(known)) : {});
  }

  /** SHA-256 (hex) of `file`, recorded under `key`. */
  async hashOf(key: string, file: string): Promise<string> {
    const info = await stat(file);
    const cached = this.known[key];
    const fresh = cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs;
    const hash = fresh ? cached.sha256 : await sha256File(file);
    this.next[key] = { size: info.size, mtimeMs: info.mtimeMs, sha256: hash };
    return hash;
  }

  async save(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, `${JSON.stringify(this.next, null, 2)}\n`);
  }
}
