import net from 'node:net';

/**
 * Child process of bench/half-open.ts: opens `count` half-open connections to 127.0.0.1:`port`
 * (a third send nothing, a third send headers that never end, a third a body that never ends),
 * prints `{"first":epochMs}` once the first 100 are connected, `{"opened":epochMs}` once they are all connected and `{"done":{kind:lastCloseEpochMs}}`
 * once the service has closed every one of them. A separate process because each process may hold
 * only `ulimit -n` sockets.
 */

const [portArg, countArg] = process.argv.slice(2);
const port = Number(portArg);
const count = Number(countArg);

const HALF_OPEN: Array<[string, string]> = [
  ['silent', ''],
  ['headers', 'POST /api/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n'],
  ['body', 'POST /api/send HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na'],
];

let closed = 0;
const lastClose: Record<string, number> = {};

function open(i: number): Promise<void> {
  const [kind, text] = HALF_OPEN[i % HALF_OPEN.length] ?? ['silent', ''];
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    // Read what the service sends (a 408, then the end): a paused socket never sees the close.
    socket.resume();
    socket.on('close', () => {
      closed += 1;
      lastClose[kind] = Date.now();
      resolve();
      if (closed === count) {
        process.stdout.write(`${JSON.stringify({ done: lastClose })}\n`);
        process.exit(0);
      }
    });
    socket.on('connect', () => {
      if (text !== '') socket.write(text);
      resolve();
    });
  });
}

// Small batches: with several of these processes at once, the connections in flight must stay
// below the service's listen backlog (511). A connection the kernel could not queue is only
// completed by TCP retries, seconds later, or never for a socket that sends nothing.
for (let i = 0; i < count; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)));
  if (i === 0) process.stdout.write(`${JSON.stringify({ first: Date.now() })}\n`);
}
process.stdout.write(`${JSON.stringify({ opened: Date.now() })}\n`);
