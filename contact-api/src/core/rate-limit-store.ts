import type { Env } from 'hono';
import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import { inBackground } from './timers.ts';

/**
 * The rate limiter's memory: hit counts per client address, with a hard cap on how many
 * addresses it remembers.
 *
 * hono-rate-limiter's MemoryStore keeps every address seen in the last two windows. An attacker
 * with many source addresses (an IPv6 block, a botnet, or a forged header behind a misconfigured
 * proxy) could grow it without bound. Here a Map in least-recently-used order holds at most
 * `maxClients` entries: a new address past the cap evicts the one that was seen longest ago.
 * Evicting forgets that client's count, which at worst lets it start a fresh window early. The
 * cap is only reached by someone who already controls that many addresses, and the daily cap
 * on stored messages still bounds what gets in.
 */

/**
 * One remembered client, also a link in the recency list (oldest at the head). A Map alone
 * would do as an LRU (delete and re-insert moves a key to the end) but finding its oldest key
 * walks over the holes deletions leave at the front until V8 compacts the table: 60,000 fresh
 * addresses took seconds that way, against milliseconds with the list.
 */
interface Entry {
  key: string;
  hits: number;
  /** ms since epoch when the window of this client ends. */
  resetAt: number;
  older: Entry | null;
  newer: Entry | null;
}

export class BoundedMemoryStore<E extends Env = Env> implements Store<E> {
  private readonly entries = new Map<string, Entry>();
  private oldest: Entry | null = null;
  private newest: Entry | null = null;
  private windowMs = 60_000;
  private timer: ReturnType<typeof setInterval> | undefined;

  readonly maxClients: number;
  private readonly now: () => number;

  constructor(maxClients: number, now: () => number = Date.now) {
    if (!Number.isInteger(maxClients) || maxClients < 1) throw new RangeError('maxClients must be a positive integer');
    this.maxClients = maxClients;
    this.now = now;
  }

  /** How many client addresses are remembered right now. */
  get size(): number {
    return this.entries.size;
  }

  init(options: HonoConfigType<E>): void {
    this.windowMs = options.windowMs;
    if (this.timer) clearInterval(this.timer);
    // Drop finished windows once per window, so an idle service gives the memory back.
    this.timer = inBackground(setInterval(() => this.clearExpired(), this.windowMs));
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.resetAt <= this.now()) return undefined;
    return { totalHits: entry.hits, resetTime: new Date(entry.resetAt) };
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = { key, hits: 0, resetAt: now + this.windowMs, older: null, newer: null };
      this.entries.set(key, entry);
      this.append(entry);
      while (this.entries.size > this.maxClients && this.oldest !== null) this.remove(this.oldest);
    } else {
      this.unlink(entry);
      this.append(entry);
      if (entry.resetAt <= now) {
        entry.hits = 0;
        entry.resetAt = now + this.windowMs;
      }
    }
    entry.hits += 1;
    return { totalHits: entry.hits, resetTime: new Date(entry.resetAt) };
  }

  decrement(key: string): void {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.hits > 0) entry.hits -= 1;
  }

  resetKey(key: string): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) this.remove(entry);
  }

  resetAll(): void {
    this.entries.clear();
    this.oldest = null;
    this.newest = null;
  }

  shutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  clearExpired(): void {
    const now = this.now();
    for (const entry of this.entries.values()) if (entry.resetAt <= now) this.remove(entry);
  }

  private append(entry: Entry): void {
    entry.older = this.newest;
    entry.newer = null;
    if (this.newest !== null) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
  }

  private unlink(entry: Entry): void {
    if (entry.older !== null) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer !== null) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = null;
    entry.newer = null;
  }

  private remove(entry: Entry): void {
    this.unlink(entry);
    this.entries.delete(entry.key);
  }
}
