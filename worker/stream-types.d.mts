/** The Content-Type of an adaptive stream's playlists and segments, by file extension (stream-types.mjs). */
export declare const STREAM_TYPES: Readonly<Record<string, string>>;
