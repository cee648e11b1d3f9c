import { STREAM_TYPES } from './stream-types.mjs';

/**
 * Byte ranges for the site's videos and recordings (`/_media/…`), which a browser asks for to start a video at a time
 * (a chapter, a shared `?t=` address) or to seek. Workers Static Assets answers a Range request with the whole file
 * (200), at least in workerd, and a browser then plays from the start: the Worker takes the file from the assets and
 * answers the range itself (206), or 416 for a range past the end. Requests without a Range go through as they are.
 */

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range of a file of `size` bytes; null for none, several, or one that cannot be read. */
export function parseRange(header: string | null, size: number): Range {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** The bytes `start`…`end` of a stream, read in order. */
function slice(body: ReadableStream<Uint8Array>, start: number, end: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const from = Math.max(start - offset, 0);
        const to = Math.min(end + 1 - offset, chunk.byteLength);
        offset += chunk.byteLength;
        if (from < to) controller.enqueue(chunk.subarray(from, to));
      },
    }),
  );
}

/** The asset's answer to `request`, cut to the Range it asks for. */
export async function withRanges(request: Request, assets: { fetch(request: Request): Promise<Response> }) {
  const rangeHeader = request.headers.get('range');
  if (rangeHeader === null || (request.method !== 'GET' && request.method !== 'HEAD')) return assets.fetch(request);
  // The whole file from the assets (conditional headers off: a 304 has no bytes to cut).
  const headers = new Headers(request.headers);
  for (const name of ['range', 'if-none-match', 'if-modified-since']) headers.delete(name);
  const fetched = await assets.fetch(new Request(request.url, { method: 'GET', headers }));
  if (fetched.status !== 200 || fetched.body === null) return fetched;
  // The size from Content-Length, or (a streamed answer without one) by reading the file, which is a few MB at most.
  let whole = fetched;
  let size = Number(fetched.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(size)) {
    const buffer = await fetched.arrayBuffer();
    size = buffer.byteLength;
    whole = new Response(buffer, fetched);
  }
  if (whole.body === null || size <= 0) return whole;
  // If-Range: only when the file is still the one the browser has; otherwise the whole of it.
  const ifRange = request.headers.get('if-range');
  const range = ifRange !== null && ifRange !== whole.headers.get('etag') ? null : parseRange(rangeHeader, size);
  const answer = new Headers(whole.headers);
  answer.set('accept-ranges', 'bytes');
  if (range === null) return new Response(whole.body, { status: 200, headers: answer });
  if (range === 'unsatisfiable') {
    await whole.body.cancel();
    answer.set('content-range', `bytes */${size}`);
    answer.set('content-length', '0');
    return new Response(null, { status: 416, headers: answer });
  }
  answer.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  answer.set('content-length', String(range.end - range.start + 1));
  if (request.method === 'HEAD') {
    await whole.body.cancel();
    return new Response(null, { status: 206, headers: answer });
  }
  return new Response(slice(whole.body, range.start, range.end), { status: 206, headers: answer });
}

/** `response` with the stream type of `pathname`'s ending, when it is a playlist or a segment. */
export function withStreamType(pathname: string, response: Response): Response {
  const type = STREAM_TYPES[/\.[^./]+$/.exec(pathname)?.[0] ?? ''];
  if (!type || !response.ok || response.headers.get('content-type') === type) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', type);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
