import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';

/**
 * Two small WebDriver clients with one surface, `{ goto(url), evaluate(fn), click(css), close() }`, for browsers
 * Playwright cannot drive (it drives only its own Firefox and WebKit builds):
 * - Firefox ESR through WebDriver BiDi, which Firefox speaks itself (`--remote-debugging-port`), no geckodriver;
 * - WebKitGTK through WebKitWebDriver (W3C WebDriver over HTTP), its MiniBrowser under a virtual display.
 * A function given to `evaluate` runs in the page (its source is sent, so it may use nothing from this module);
 * its result comes back through JSON.
 */

/** Runs `fn` in the page and hands its JSON to `done`: the one script both protocols evaluate. */
const wrapped = (fn) => `async () => JSON.stringify(await (${fn.toString()})())`;

/** Resolves with the first match of `pattern` in a child's standard error, or rejects after `ms`. */
function waitForLine(child, pattern, ms) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${pattern}" from the browser in ${ms / 1000} s: ${text.slice(-500)}`)),
      ms,
    );
    const onData = (chunk) => {
      text += chunk;
      const match = pattern.exec(text);
      if (!match) return;
      clearTimeout(timer);
      resolve(match);
    };
    child.stderr.on('data', onData);
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the browser exited (${code}): ${text.slice(-500)}`)));
  });
}

/** Firefox (Debian's firefox-esr), headless, with a fresh profile that lets a clicked video play with sound. */
export async function firefox(binary = 'firefox-esr') {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'engines-firefox-'));
  writeFileSync(
    path.join(profile, 'user.js'),
    [
      // Closed network: nothing of Mozilla's services at start.
      'user_pref("app.update.enabled", false);',
      'user_pref("browser.shell.checkDefaultBrowser", false);',
      'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
      'user_pref("toolkit.telemetry.enabled", false);',
      'user_pref("network.captive-portal-service.enabled", false);',
      'user_pref("network.connectivity-service.enabled", false);',
      'user_pref("browser.safebrowsing.update.enabled", false);',
      'user_pref("extensions.update.enabled", false);',
      'user_pref("remote.prefs.recommended", true);',
    ].join('\n'),
  );
  const child = spawn(binary, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [, url] = await waitForLine(child, /WebDriver BiDi listening on (ws:\/\/\S+)/, 60_000);
  const socket = new WebSocket(`${url}/session`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`cannot connect to ${url}`));
  });
  let next = 0;
  const pending = new Map();
  const errors = [];
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(String(data));
    if (message.method === 'log.entryAdded' && message.params.level === 'error') errors.push(message.params.text);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.type === 'error') waiting.reject(new Error(`${message.error}: ${message.message}`));
    else waiting.resolve(message.result);
  };
  const send = (method, params) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const { capabilities } = await send('session.new', { capabilities: {} });
  await send('session.subscribe', { events: ['log.entryAdded'] });
  const { contexts } = await send('browsingContext.getTree', {});
  const context = contexts[0].context;
  return {
    name: 'Firefox ESR',
    version: capabilities.browserVersion,
    errors,
    goto: (url) => send('browsingContext.navigate', { context, url, wait: 'complete' }),
    async evaluate(fn) {
      const { result, exceptionDetails } = await send('script.callFunction', {
        functionDeclaration: wrapped(fn),
        awaitPromise: true,
        target: { context },
      });
      if (exceptionDetails) throw new Error(exceptionDetails.text);
      return JSON.parse(result.value);
    },
    async click(css) {
      const { nodes } = await send('browsingContext.locateNodes', { context, locator: { type: 'css', value: css } });
      const element = { sharedId: nodes[0].sharedId };
      await send('input.performActions', {
        context,
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            actions: [
              { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element } },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
    },
    async close() {
      await send('session.end', {}).catch(() => undefined);
      socket.close();
      child.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** WebKitGTK through WebKitWebDriver (webkit2gtk-driver), which starts its MiniBrowser; needs a display. */
export async function webkit(binary = 'WebKitWebDriver') {
  const port = await freePort();
  const child = spawn(binary, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, route, body) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const { value } = await response.json();
    if (!response.ok) throw new Error(`${value?.error}: ${value?.message}`);
    return value;
  };
  // The driver answers once it listens.
  const until = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const session = await call('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
  });
  const id = session.sessionId;
  return {
    name: 'WebKitGTK',
    version: session.capabilities?.browserVersion,
    errors: [],
    goto: (url) => call('POST', `/session/${id}/url`, { url }),
    async evaluate(fn) {
      const script = `const done = arguments[arguments.length - 1];
        (${wrapped(fn)})().then(done, (error) => done(JSON.stringify({ __error: String(error) })));`;
      const value = JSON.parse(await call('POST', `/session/${id}/execute/async`, { script, args: [] }));
      if (value && value.__error) throw new Error(value.__error);
      return value;
    },
    async click(css) {
      const element = await call('POST', `/session/${id}/element`, { using: 'css selector', value: css });
      const key = Object.keys(element)[0];
      await call('POST', `/session/${id}/element/${element[key]}/click`, {});
    },
    async close() {
      await call('DELETE', `/session/${id}`).catch(() => undefined);
      child.kill();
    },
  };
}
