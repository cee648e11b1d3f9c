import http from 'node:http';

/**
 * A stand-in for the contact service's statistics endpoint while a bench loads pages: it answers each beacon
 * (POST /api/stats/event) 204 with no body, as the service does, so a page's beacon costs the browser what it
 * costs a visitor (a failed request would add an error to the console, and to Lighthouse's best practices). Nothing
 * is kept. Give its address to scripts/serve.mjs as CONTACT_API_URL.
 *
 * @returns {Promise<{ url: string, beacons: () => number, close: () => void }>}
 */
export function startStatsSink() {
  let beacons = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.method === 'POST' && request.url === '/api/stats/event') {
      beacons += 1;
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}`, beacons: () => beacons, close: () => server.close() });
    });
  });
}
