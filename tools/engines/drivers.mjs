import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';

/**
 * Two small WebDriver clients with one surface, for browsers Playwright cannot drive (it drives only its own
 * Firefox and WebKit builds):
 * - Firefox ESR through WebDriver BiDi, which Firefox speaks itself (`--remote-debugging-port`), no geckodriver;
 * - WebKitGTK through WebKitWebDriver (W3C WebDriver over HTTP), its MiniBrowser under a virtual display.
 *
 * The surface: `goto(url)`; `evaluate(fn, ...args)` runs `fn` in the page (its source is sent with the arguments as
 * JSON, so it may use nothing from this module) and returns its result through JSON; `click(css, offset?)` is a real
 * pointer click at the element's centre (or `offset` pixels from it), scrolled into view first; `press(key)` a real
 * key press; `type(css, text)` real typing into a field; `screenshot()` the window as PNG bytes; `errors`: what the browser logged as an error (Firefox:
 * its console and script errors, from the page's first moment; WebKitGTK's driver reports none: the journeys watch
 * the page themselves from its load on); `close()`.
 */

/** The window the journeys see: the desktop of the Playwright suite. */
export const VIEWPORT = { width: 1366, height: 900 };

/** Runs `fn` in the page with `args` and hands back its JSON: the one script both protocols evaluate. */
const wrapped = (fn, args) => `async () => JSON.stringify(await (${fn.toString()})(...${JSON.stringify(args)}))`;

/** Scrolls the element into the middle of the window: a pointer can only reach what is in view. */
const scrollToCentre = (css) => `() => {
  const element = document.querySelector(${JSON.stringify(css)});
  if (!element) throw new Error('nothing matches ${css.replace(/['\\]/g, '')}');
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
}`;

/**
 * Reports CSP violations as console errors from the page's first moment (a preload script in Firefox), so they
 * reach the driver's log with the rest.
 */
const REPORT_CSP = `() => document.addEventListener('securitypolicyviolation', (event) =>
  console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code')), true)`;

/**
 * The environment a browser starts in, with a sound output that plays into nothing: a machine without a sound card
 * (this one has no /dev/snd) has no ALSA output, and Firefox then stops an audio-only element with a decode error
 * on each of its sources (the video's sound it drops and plays on). ALSA's `null` device takes the sound
 * as a real card would, silently; a machine with PulseAudio running keeps it (cubeb tries that first).
 */
function silentAudio() {
  const system = '/usr/share/alsa/alsa.conf';
  if (!existsSync(system)) return process.env;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'engines-alsa-'));
  const file = path.join(folder, 'null.conf');
  writeFileSync(file, 'pcm.!default { type null }\nctl.!default { type null }\n');
  return { ...process.env, ALSA_CONFIG_PATH: `${system}:${file}` };
}

/** Resolves with the first match of `pattern` in a child's output, or rejects after `ms`. */
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
    env: silentAudio(),
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
  await send('script.addPreloadScript', { functionDeclaration: REPORT_CSP });
  const { contexts } = await send('browsingContext.getTree', {});
  const context = contexts[0].context;
  await send('browsingContext.setViewport', { context, viewport: VIEWPORT });
  const call = async (source) => {
    const { result, exceptionDetails } = await send('script.callFunction', {
      functionDeclaration: source,
      awaitPromise: true,
      target: { context },
    });
    if (exceptionDetails) throw new Error(exceptionDetails.text);
    return result;
  };
  const act = async (actions) => {
    await send('input.performActions', { context, actions });
    await send('input.releaseActions', { context });
  };
  const keys = (text) =>
    [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
  const click = async (css, offset = { x: 0, y: 0 }) => {
    await call(scrollToCentre(css));
    const { nodes } = await send('browsingContext.locateNodes', { context, locator: { type: 'css', value: css } });
    if (!nodes.length) throw new Error(`nothing matches ${css}`);
    const element = { sharedId: nodes[0].sharedId };
    await act([
      {
        type: 'pointer',
        id: 'mouse',
        actions: [
          {
            type: 'pointerMove',
            x: Math.round(offset.x),
            y: Math.round(offset.y),
            origin: { type: 'element', element },
          },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  };
  return {
    name: 'Firefox ESR',
    version: capabilities.browserVersion,
    errors,
    goto: (url) => send('browsingContext.navigate', { context, url, wait: 'complete' }),
    async evaluate(fn, ...args) {
      return JSON.parse((await call(wrapped(fn, args))).value);
    },
    click,
    press: (key) => act([{ type: 'key', id: 'keyboard', actions: keys(key) }]),
    async screenshot() {
      const { data } = await send('browsingContext.captureScreenshot', { context });
      return Buffer.from(data, 'base64');
    },
    async type(css, text) {
      await click(css);
      await act([{ type: 'key', id: 'keyboard', actions: keys(text) }]);
    },
    async close() {
      await send('session.end', {}).catch(() => undefined);
      socket.close();
      child.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The key WebDriver names an element reference by. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKitGTK through WebKitWebDriver (webkit2gtk-driver), which starts its MiniBrowser; needs a display. */
export async function webkit(binary = 'WebKitWebDriver') {
  const port = await freePort();
  const child = spawn(binary, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env: silentAudio() });
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
  await call('POST', `/session/${id}/window/rect`, VIEWPORT).catch(() => undefined);
  const evaluate = async (source) => {
    const script = `const done = arguments[arguments.length - 1];
      (${source})().then(done, (error) => done(JSON.stringify({ __error: String(error) })));`;
    const value = JSON.parse(await call('POST', `/session/${id}/execute/async`, { script, args: [] }));
    if (value && value.__error) throw new Error(value.__error);
    return value;
  };
  const find = async (css) => {
    const element = await call('POST', `/session/${id}/element`, { using: 'css selector', value: css });
    return element[ELEMENT] ?? Object.values(element)[0];
  };
  const act = async (actions) => {
    await call('POST', `/session/${id}/actions`, { actions });
    await call('DELETE', `/session/${id}/actions`);
  };
  const keys = (text) =>
    [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
  return {
    name: 'WebKitGTK',
    version: session.capabilities?.browserVersion,
    errors: [],
    goto: (url) => call('POST', `/session/${id}/url`, { url }),
    evaluate: (fn, ...args) => evaluate(wrapped(fn, args)),
    async click(css, offset = { x: 0, y: 0 }) {
      // A pointer at the element, as in Firefox: both engines click the same way, where a visitor's click lands
      // (WebKitWebDriver's element-click command also refused a gallery card's Preview link as not interactable).
      await evaluate(`async () => JSON.stringify((${scrollToCentre(css)})() ?? null)`);
      const element = await find(css);
      await act([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(offset.x), y: Math.round(offset.y), origin: { [ELEMENT]: element } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
    },
    press: (key) => act([{ type: 'key', id: 'keyboard', actions: keys(key) }]),
    screenshot: async () => Buffer.from(await call('GET', `/session/${id}/screenshot`), 'base64'),
    async type(css, text) {
      const element = await find(css);
      await call('POST', `/session/${id}/element/${element}/value`, { text });
    },
    async close() {
      await call('DELETE', `/session/${id}`).catch(() => undefined);
      child.kill();
    },
  };
}
