/** The one module of workerd's the Worker imports (types from workers-types, which declares it only globally). */
declare module 'cloudflare:email' {
  import type { EmailMessage as Message } from '@cloudflare/workers-types/index.ts';
  export const EmailMessage: new (from: string, to: string, raw: ReadableStream | string) => Message;
}
