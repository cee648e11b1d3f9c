/**
 * First-load JavaScript of an exported page: every script the HTML references (`<script src>`, the chunks it
 * preloads as scripts and the chunks its boot loader adds after the first frame, see scripts/tune-startup.ts),
 * gzipped at level 9, summed. That is what a visitor's browser fetches before the page is
 * interactive; chunks loaded later (lightbox, Swiper, motion features) are not in it. Nor is the page's payload
 * file (`data-payload`: its data for the framework, which scripts/tune-startup.ts moves out of the HTML): it queues
 * data, it runs no code of the site's, and the same bytes were part of the HTML before that step moved them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The site-relative URLs of the scripts an HTML file loads up front. */
export function firstLoadScripts(html, basePath = '') {
  const urls = new Set();
  for (const [tag, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    // `nomodule` scripts are legacy polyfills: every browser that runs modules (all current ones) skips them.
    if (!/\snoModule/i.test(tag)) urls.add(src);
  }
  for (const [, href] of html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*href="([^"]+)"/g)) urls.add(href);
  for (const [, href] of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="preload"[^>]*as="script"/g)) urls.add(href);
  for (const [, list] of html.matchAll(/<script[^>]*\sdata-chunks="([^"]+)"/g)) {
    const json = list
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    for (const src of JSON.parse(json)) urls.add(src);
  }
  return [...urls].map((url) => url.slice(basePath.length)).sort();
}

/** The site-relative URL of the page's payload file, named by its loader's `data-payload`, or undefined. */
export function payloadScript(html, basePath = '') {
  return /<script[^>]*\sdata-payload="([^"]+)"/.exec(html)?.[1]?.slice(basePath.length);
}

/** Gzipped bytes of those scripts, read from the export folder. */
export function firstLoadBytes(outDir, htmlFile, basePath = '') {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = firstLoadScripts(html, basePath);
  let bytes = 0;
  for (const url of scripts) bytes += gzipSync(readFileSync(path.join(outDir, url)), { level: 9 }).length;
  return { bytes, scripts };
}
