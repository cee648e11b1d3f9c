/**
 * A timer that does not keep the process alive on its own: Node's `unref()`, where the timer has it. The service's
 * HTTP server keeps a Node process running; a loop in the background (the outbox, the rate limiter's sweep) must
 * not. A runtime whose timers are plain numbers has nothing to keep alive.
 */
export function inBackground<T>(timer: T): T {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function')
    timer.unref();
  return timer;
}

export type Timer = ReturnType<typeof setTimeout>;
