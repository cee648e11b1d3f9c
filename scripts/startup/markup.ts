/**
 * The start-up step's reading and rewriting of one exported page (pure: HTML in, HTML out). It finds the tags by
 * what they are, not by Next's exact spelling: any attribute order, quoting or extra attribute, script contents
 * and comments skipped. It moves only the chunk tags it can move without changing what they mean, and checks the
 * result: a page that would still load a first-load chunk from a tag of its own before the first paint stops the
 * build (`StartupError`), rather than shipping half of the change. Its tag reader, `tagsOf`, is also what
 * scripts/preload-fonts.ts reads a page's styles and font preloads with.
 */
import { CHUNKS_ATTRIBUTE, PAYLOAD_ATTRIBUTE } from './loader';

/** The export's folder of payload files (scripts/tune-startup.ts); scripts/secure-export.ts caches them for good. */
export const PAYLOAD_DIR = '_payload';

/** A page this step cannot rewrite as it should; the message names the file and what to look at. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** One `<script>` or `<style>` element or `<link>` tag of a page: where it is, its attributes (names in lower case). */
export interface Tag {
  name: 'script' | 'style' | 'link';
  /** The whole element: for a script, from `<script` to `</script>`. */
  text: string;
  /** What a script or style element holds (empty for a link). */
  content: string;
  /** Where `text` starts in the page. */
  index: number;
  attributes: ReadonlyMap<string, string>;
}

const ATTRIBUTES = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
// Comments and script and style contents are matched whole, so nothing inside them is taken for a tag.
const TAGS = new RegExp(
  [
    String.raw`<!--[\s\S]*?-->`,
    String.raw`<script\b${ATTRIBUTES}>([\s\S]*?)<\/script\s*>`,
    String.raw`<style\b${ATTRIBUTES}>([\s\S]*?)<\/style\s*>`,
    String.raw`<link\b${ATTRIBUTES}>`,
  ].join('|'),
  'gi',
);
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Every `<script>` and `<style>` element and `<link>` tag of a page, in document order. */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(TAGS)) {
    const [text, scriptAttributes, scriptContent, styleAttributes, styleContent, linkAttributes] = match;
    if (text.startsWith('<!--')) continue;
    const name = scriptAttributes !== undefined ? 'script' : styleAttributes !== undefined ? 'style' : 'link';
    tags.push({
      name,
      text,
      content: scriptContent ?? styleContent ?? '',
      index: match.index,
      attributes: parseAttributes(scriptAttributes ?? styleAttributes ?? linkAttributes ?? ''),
    });
  }
  return tags;
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    if (name && name !== '/') attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A value written between double quotes in an attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A URL of one of Next's JavaScript chunks, with or without a base path or an asset host. */
export const isChunkUrl = (url: string): boolean => /\/_next\/static\/chunks\/[^?#]+\.js(?:[?#]|$)/.test(url);

/** A `<script src>` of a chunk. A `nomodule` one is a legacy polyfill that every browser running modules skips. */
export const isChunkScript = (tag: Tag): boolean =>
  tag.name === 'script' && isChunkUrl(tag.attributes.get('src') ?? '') && !tag.attributes.has('nomodule');

/**
 * The chunk tags the loader can stand in for: `async` scripts and nothing else. An async script runs whenever it
 * arrives, so adding it later from the loader (as an async script) keeps its meaning; any other attribute
 * (`defer`, `type`, `integrity`, `crossorigin`, `nonce` …) is something the loader would drop.
 */
const isMovable = (tag: Tag): boolean =>
  isChunkScript(tag) &&
  tag.attributes.has('async') &&
  [...tag.attributes.keys()].every((n) => n === 'src' || n === 'async');

const isChunkPreload = (tag: Tag): boolean =>
  tag.name === 'link' &&
  tag.attributes.get('rel')?.toLowerCase() === 'preload' &&
  tag.attributes.get('as')?.toLowerCase() === 'script' &&
  isChunkUrl(tag.attributes.get('href') ?? '');

/** A page's loader tag (after this step), if it has one. */
const loaderTag = (html: string): Tag | undefined =>
  tagsOf(html).find((tag) => tag.name === 'script' && tag.attributes.has(CHUNKS_ATTRIBUTE));

/** The chunk list of a page's loader (after this step), or undefined when the page has none. */
export function loaderChunks(html: string): string[] | undefined {
  const list = loaderTag(html)?.attributes.get(CHUNKS_ATTRIBUTE);
  return list === undefined ? undefined : (JSON.parse(list) as string[]);
}

/** The URL of a page's payload file (after this step), or undefined when its loader names none. */
export function loaderPayload(html: string): string | undefined {
  return loaderTag(html)?.attributes.get(PAYLOAD_ATTRIBUTE);
}

/** The inline scripts the step adds: see scripts/startup/inline-script.ts. */
export interface StartupCode {
  bootingMark: string;
  boot: string;
}

/** One of Next's RSC payload scripts: `(self.__next_f=self.__next_f||[]).push([0])`, `self.__next_f.push([1,"…"])`. */
const isPayloadScript = (tag: Tag): boolean =>
  tag.name === 'script' && tag.attributes.size === 0 && /^\s*\(?self\.__next_f\b/.test(tag.content);

/**
 * The RSC payload scripts that end a page's <body>, one after the other with nothing but white space between them
 * and after them. Any other script (a Suspense boundary's reveal, say, which must run with the HTML) ends the run.
 */
function trailingPayloadScripts(html: string, bodyEnd: number): Tag[] {
  const run: Tag[] = [];
  let end = bodyEnd;
  for (const tag of tagsOf(html.slice(0, bodyEnd)).reverse()) {
    if (!isPayloadScript(tag) || html.slice(tag.index + tag.text.length, end).trim() !== '') break;
    run.unshift(tag);
    end = tag.index;
  }
  return run;
}

/**
 * Paint first: removes the page's async chunk scripts and script preloads, marks the page as booting first thing
 * in its <head>, and puts the loader, carrying the same chunks in the same order, at the end of its <body>.
 *
 * The inline scripts that ended the <body> (Next's RSC payload, `self.__next_f.push(…)`) leave the page: their code,
 * in their order, is returned as `payload`, for a file of its own (scripts/tune-startup.ts writes it), and the
 * loader's `data-payload` names that file (`payloadUrl(payload)`). They only queue data for the framework, which
 * the loader adds after the first paint anyway; in the page they were a third of its bytes on the wire, which a
 * phone downloads before the page's first paint, and the same again in CSP hashes (five or more a page).
 * Returns the new page, the chunks it loads up front and its payload; throws a `StartupError` for a page of a
 * shape this step does not know, or one that would still load a chunk from a tag of its own.
 */
export function paintFirst(
  html: string,
  code: StartupCode,
  file: string,
  payloadUrl: (payload: string) => string,
): { html: string; chunks: string[]; payload: string } {
  if (loaderChunks(html) !== undefined) throw new StartupError(`${file} was already rewritten: build again first.`);
  if (/<meta\b[^>]*http-equiv="Content-Security-Policy"/i.test(html)) {
    throw new StartupError(`${file} already has its CSP: run this step before scripts/secure-export.ts.`);
  }
  const tags = tagsOf(html);
  const moved = tags.filter(isMovable);
  const chunks = moved.map((tag) => tag.attributes.get('src') as string);
  if (chunks.length === 0) {
    assertNoChunkTags(html, file);
    throw new StartupError(`${file} has no <script src async> of a framework chunk: has the export's markup changed?`);
  }
  const head = /<head\b[^>]*>(?:<meta charSet="utf-8"\/>)?/i.exec(html);
  if (!head) throw new StartupError(`${file} has no <head>.`);
  if (html.lastIndexOf('</body>') < 0) throw new StartupError(`${file} has no </body>.`);

  const edits = [
    ...[...moved, ...tags.filter(isChunkPreload)].map((tag) => ({
      at: tag.index,
      remove: tag.text.length,
      insert: '',
    })),
    { at: head.index + head[0].length, remove: 0, insert: `<script>${code.bootingMark}</script>` },
  ].sort((a, b) => b.at - a.at); // from the end, so earlier positions hold
  let result = html;
  for (const { at, remove, insert } of edits) result = result.slice(0, at) + insert + result.slice(at + remove);

  const end = result.lastIndexOf('</body>');
  const queue = trailingPayloadScripts(result, end);
  if (queue.length === 0) {
    throw new StartupError(`${file} does not end with Next's data scripts (self.__next_f): has the markup changed?`);
  }
  const start = queue[0]!.index;
  // A line break and `;` after each: a script that ends without a semicolon, or in a line comment, ends there.
  const payload = queue.map((tag) => `${tag.content}\n;\n`).join('');
  const attributes = [
    `${CHUNKS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(chunks))}"`,
    `${PAYLOAD_ATTRIBUTE}="${escapeAttribute(payloadUrl(payload))}"`,
  ];
  result = `${result.slice(0, start)}<script ${attributes.join(' ')}>${code.boot}</script>${result.slice(end)}`;

  assertNoChunkTags(result, file);
  return { html: result, chunks, payload };
}

/**
 * Fails when a page still has a `<script src>` of a chunk (a legacy `nomodule` polyfill aside): after this step,
 * only the loader may add them, after the first paint.
 */
export function assertNoChunkTags(html: string, file = 'page'): void {
  const left = tagsOf(html).filter(isChunkScript);
  if (left.length === 0) return;
  const list = left.map((tag) => tag.text.slice(0, tag.text.indexOf('>') + 1)).join('\n  ');
  throw new StartupError(
    `${file} still loads ${left.length} framework chunk(s) from tags of its own, before the first paint:\n  ${list}\n` +
      `The loader moves only <script src async> chunk tags with no other attribute: has Next's markup changed?`,
  );
}
