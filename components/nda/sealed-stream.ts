import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { openFile, WrongPasswordError, type Bytes } from '@/lib/nda/crypto';

/**
 * The loader hls.js plays a protected project's video through (lib/media/stream.ts gives it to hls.js for that
 * video's stream): every file of the stream (playlists, init segments, media segments) is sealed on its own by
 * scripts/build-nda.ts, and its playlists name the sealed files, so this loader fetches each file hls.js asks for,
 * opens it with the project's key (AES-GCM, lib/nda/crypto.ts) and hands hls.js the plain bytes or text. hls.js
 * itself is not imported here (only its types): it arrives with the first Play, as for any video of the site.
 */

export type FetchBytes = (url: string, signal: AbortSignal) => Promise<Bytes>;

/** hls.js's load statistics, as its bandwidth estimate reads them (times from `performance.now()`). */
function newStats(): LoaderStats {
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  };
}

/**
 * One file of a sealed stream as hls.js asks for it: fetched, opened with the project's key, as bytes
 * (`responseType` `arraybuffer`: segments) or text (playlists).
 */
export async function openStreamFile(
  key: CryptoKey,
  fetchBytes: FetchBytes,
  url: string,
  responseType: string,
  signal: AbortSignal = new AbortController().signal,
): Promise<{ bytes: number; data: ArrayBuffer | string }> {
  const sealed = await fetchBytes(url, signal);
  const plain = await openFile(key, sealed);
  return {
    bytes: sealed.length,
    data: responseType === 'arraybuffer' ? plain.buffer : new TextDecoder().decode(plain),
  };
}

/** The loader class for hls.js's `loader` option: files fetched with `fetchBytes` and opened with `key`. */
export function sealedStreamLoader(key: CryptoKey, fetchBytes: FetchBytes): HlsConfig['loader'] {
  return class SealedLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats: LoaderStats = newStats();
    private controller: AbortController | undefined;
    private callbacks: LoaderCallbacks<LoaderContext> | null = null;

    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      this.context = context;
      this.callbacks = callbacks;
      this.stats = newStats();
      this.stats.loading.start = performance.now();
      const controller = new AbortController();
      this.controller = controller;
      void this.run(context, controller, callbacks);
    }

    private async run(
      context: LoaderContext,
      controller: AbortController,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): Promise<void> {
      const { stats } = this;
      try {
        const { bytes, data } = await openStreamFile(
          key,
          fetchBytes,
          context.url,
          context.responseType,
          controller.signal,
        );
        // The time to the first byte is not known apart (the file is fetched whole): counted as download time, so
        // hls.js's bandwidth estimate is the whole fetch and decryption, on the low side.
        stats.loading.first = stats.loading.start;
        stats.loading.end = performance.now();
        stats.loaded = stats.total = bytes;
        if (controller.signal.aborted) return;
        callbacks.onSuccess({ url: context.url, data }, stats, context, null);
      } catch (error) {
        if (controller.signal.aborted) return;
        // A file that does not open with the key that opened the payload was changed on the way: not a password.
        const text =
          error instanceof WrongPasswordError
            ? 'a file of the stream does not open with this project’s key'
            : String(error);
        callbacks.onError({ code: 0, text }, context, null, stats);
      }
    }

    abort(): void {
      if (!this.controller || this.controller.signal.aborted) return;
      this.controller.abort();
      this.stats.aborted = true;
      if (this.context) this.callbacks?.onAbort?.(this.stats, this.context, null);
    }

    destroy(): void {
      this.controller?.abort();
      this.callbacks = null;
      this.context = null;
    }
  };
}
