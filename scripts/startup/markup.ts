/**
 * The start-up step's reading and rewriting of one exported page (pure: HTML in, HTML out), with the build's HTML
 * reader (scripts/lib/html.ts). It finds the tags by what they are, not by Next's exact spelling: any attribute
 * order, quoting or extra attribute, script contents and comments skipped. It moves only the chunk tags it can move without changing what they mean, and checks the
 * result: a page that would still load a first-load chunk from a tag of its own before the first paint stops the
 * build (`StartupError`), rather than shipping half of the change. Its tag reader, `tagsOf`, is also what
 * scripts/export/preload-fonts.ts reads a page's styles and font preloads with.
 */
import {
  applyEdits,
  elementsOf,
  escapeAttribute,
  headInsertionPoint,
  removeEdits,
  theElement,
  type HtmlElement,
} from '../lib/html';
import { CHUNKS_ATTRIBUTE } from './loader';

export { escapeAttribute };

/** A page this step cannot rewrite as it should; the message names the file and what to look at. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** One `<script>` or `<style>` element or `<link>` tag of a page, as the build's HTML reader gives it. */
export type Tag = HtmlElement & { name: 'script' | 'style' | 'link' };

const TAG_NAMES = new Set(['script', 'style', 'link']);

/** Every `<script>` and `<style>` element and `<link>` tag of a page, in document order. */
export const tagsOf = (html: string): Tag[] =>
  elementsOf(html).filter((element): element is Tag => TAG_NAMES.has(element.name));

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
    if (!isPayloadScript(tag) || html.slice(tag.end, end).trim() !== '') break;
    run.unshift(tag);
    end = tag.start;
  }
  return run;
}

/**
 * Paint first: removes the page's async chunk scripts and script preloads, marks the page as booting first thing
 * in its <head>, and puts the loader, carrying the same chunks in the same order, at the end of its <body>, after
 * the inline scripts that end it (Next's RSC payload, `self.__next_f.push(…)`: the framework's data for the page,
 * which stays in the page; `npm run bench:boot` found a file of its own hydrated the page later and drew it no
 * sooner). Returns the new page and the chunks it loads up front; throws a `StartupError` for a page of a shape this
 * step does not know, or one that would still load a chunk from a tag of its own.
 */
export function paintFirst(html: string, code: StartupCode, file: string): { html: string; chunks: string[] } {
  const elements = elementsOf(html);
  const tags = elements.filter((element): element is Tag => TAG_NAMES.has(element.name));
  const moved = tags.filter(isMovable);
  const chunks = moved.map((tag) => tag.attributes.get('src') as string);
  if (chunks.length === 0) {
    assertNoChunkTags(html, file);
    throw new StartupError(`${file} has no <script src async> of a framework chunk: has the export's markup changed?`);
  }
  let head: number;
  try {
    head = headInsertionPoint(html, file);
    theElement(html, 'body', file);
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }

  let result = applyEdits(html, [
    ...removeEdits([...moved, ...tags.filter(isChunkPreload)]),
    { at: head, insert: `<script>${code.bootingMark}</script>` },
  ]);

  const end = theElement(result, 'body', file).contentEnd;
  if (trailingPayloadScripts(result, end).length === 0) {
    throw new StartupError(`${file} does not end with Next's data scripts (self.__next_f): has the markup changed?`);
  }
  const loader = `<script ${CHUNKS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(chunks))}">${code.boot}</script>`;
  result = `${result.slice(0, end)}${loader}${result.slice(end)}`;
  assertNoChunkTags(result, file);
  return { html: result, chunks };
}

/** The first-load chunks of a page Next wrote (its async chunk scripts), in order. */
export const firstLoadChunks = (html: string): string[] =>
  tagsOf(html)
    .filter(isMovable)
    .map((tag) => tag.attributes.get('src') as string);

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
