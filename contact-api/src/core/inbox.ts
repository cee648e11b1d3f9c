import type { ContactMessage } from './validate.ts';

/**
 * The inbox's rows as the service sees them, whatever stores them: SQLite on Node (node/store.ts), D1 in the Worker
 * (worker/d1-store.ts). Both are made by migrations/0001_inbox.sql. No imports but types: the Worker bundles it.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export type MessageStatus = 'pending' | 'sent' | 'spam';

export interface StoredMessage {
  id: number;
  createdAt: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  idempotencyKey: string | null;
  honeypot: string | null;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

export interface InsertResult {
  id: number;
  /** true when the Idempotency-Key was seen before: nothing new was stored. */
  duplicate: boolean;
}

/**
 * What the HTTP app needs from storage. Tests substitute a failing one to check the 500 path; a
 * serverless deployment would implement it over a hosted database, hence the optional promises.
 * Contract: resolve only once the message is durably committed.
 */
export interface MessageWriter {
  insertMessage(
    input: ContactMessage,
    idempotencyKey: string | null,
    now?: number,
  ): InsertResult | Promise<InsertResult>;
  ping(): void | Promise<void>;
}

export interface Row {
  id: number;
  created_at: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  idempotency_key: string | null;
  honeypot: string | null;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: number | null;
}

export function fromRow(row: Row): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    idempotencyKey: row.idempotency_key,
    honeypot: row.honeypot,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}
