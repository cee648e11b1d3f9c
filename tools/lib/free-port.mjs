import net from 'node:net';

/** Asks the OS for a free port (there is a tiny race until the server binds it; fine for a local tool). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once('error', reject)
      .listen(0, () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}
