/** serve-handler ships no types: the part tools/cms.ts uses (scripts/serve.mjs is plain JavaScript). */
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Options {
    /** The folder to serve. */
    public?: string;
    cleanUrls?: boolean | string[];
    trailingSlash?: boolean;
    directoryListing?: boolean | string[];
  }

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: Options,
    methods?: Record<string, unknown>,
  ): Promise<void>;
}
