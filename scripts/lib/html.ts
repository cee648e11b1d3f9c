/**
 * How the build steps and tools read and rewrite exported pages: with htmlparser2 (a well-kept, forgiving HTML
 * tokenizer), never with regular expressions. Reading gives each element with its attributes and where it starts
 * and ends in the page; rewriting is a list of edits at those places, so every byte of the page that no edit names
 * stays exactly as Next wrote it (the CSP step hashes inline scripts byte for byte).
 *
 * Used by scripts/startup/markup.ts, scripts/export/preload-fonts.ts, scripts/export/security.ts and tools/lib/first-load-js.ts
 * (and through it tools/check-budgets.mjs).
 */
import { Parser } from 'htmlparser2';

/** One element of a page, as written. Indexes are offsets into the page's text. */
export interface HtmlElement {
  /** Tag name, in lower case. */
  name: string;
  /** Attributes by name (lower case), their values decoded. */
  attributes: ReadonlyMap<string, string>;
  /** Where its start tag begins (`<`). */
  start: number;
  /** Just after its start tag's `>`: where its content begins. */
  contentStart: number;
  /** Where its end tag begins (`</`); `contentStart` for an element without content or end tag. */
  contentEnd: number;
  /** Just after its end tag (after the start tag for a void element or one the page never closes). */
  end: number;
  /** What it holds, raw: for a `<script>` or `<style>`, its code exactly as in the page. */
  content: string;
  /** The whole element as written, start tag to end tag. */
  text: string;
}

/** Every element of a page, in document order (by where it starts). */
export function elementsOf(html: string): HtmlElement[] {
  type Open = Omit<HtmlElement, 'contentEnd' | 'end' | 'content' | 'text'>;
  const open: Open[] = [];
  const elements: HtmlElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push({
          name,
          attributes: new Map(Object.entries(attributes)),
          start: parser.startIndex,
          contentStart: parser.endIndex + 1,
        });
      },
      onclosetag(_name, isImplied) {
        const element = open.pop();
        if (!element) return;
        const contentEnd = isImplied ? Math.max(element.contentStart, parser.startIndex) : parser.startIndex;
        const end = isImplied ? contentEnd : parser.endIndex + 1;
        elements.push({
          ...element,
          contentEnd: Math.max(element.contentStart, contentEnd),
          end: Math.max(element.contentStart, end),
          content: html.slice(element.contentStart, Math.max(element.contentStart, contentEnd)),
          text: html.slice(element.start, Math.max(element.contentStart, end)),
        });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.end(html);
  return elements.sort((a, b) => a.start - b.start);
}

/** The page's elements named `name`, in document order. */
export const elementsNamed = (html: string, name: string): HtmlElement[] =>
  elementsOf(html).filter((element) => element.name === name);

/** The one element named `name` (`head`, `body`), or an error naming `file` and what is missing. */
export function theElement(html: string, name: string, file: string): HtmlElement {
  const found = elementsNamed(html, name);
  if (found.length !== 1) throw new Error(`${file}: expected one <${name}>, found ${found.length}.`);
  return found[0]!;
}

/** One change to a page: `remove` characters at `at` replaced by `insert`. */
export interface HtmlEdit {
  at: number;
  remove?: number;
  insert?: string;
}

/** The page with the edits made (their places are in the original page; they must not overlap). */
export function applyEdits(html: string, edits: readonly HtmlEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.at - a.at || (b.remove ?? 0) - (a.remove ?? 0));
  let result = html;
  let limit = Infinity;
  for (const { at, remove = 0, insert = '' } of sorted) {
    if (at + remove > limit) throw new Error(`Overlapping edits at ${at}.`);
    result = result.slice(0, at) + insert + result.slice(at + remove);
    limit = at;
  }
  return result;
}

/** Removes the elements from a page. */
export const removeEdits = (elements: readonly HtmlElement[]): HtmlEdit[] =>
  elements.map((element) => ({ at: element.start, remove: element.end - element.start }));

/**
 * Where to insert what must come first in a page's <head>: after its `<meta charset>` when that is the head's
 * first element (the charset must stay within the first 1024 bytes), else right after `<head>`.
 */
export function headInsertionPoint(html: string, file: string): number {
  const head = theElement(html, 'head', file);
  const first = elementsOf(html).find(
    (element) => element.start >= head.contentStart && element.end <= head.contentEnd,
  );
  const firstIsCharset =
    first?.name === 'meta' &&
    first.attributes.has('charset') &&
    html.slice(head.contentStart, first.start).trim() === '';
  return firstIsCharset ? first.end : head.contentStart;
}

/** A value written between double quotes in an attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
