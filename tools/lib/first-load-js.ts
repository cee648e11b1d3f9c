/**
 * First-load JavaScript of an exported page: every script the HTML references (`<script src>`, the chunks it
 * preloads as scripts and the chunks its boot loader adds after the first frame, see scripts/export/startup.ts),
 * gzipped at level 9, summed. That is what a visitor's browser fetches before the page is
 * interactive; chunks loaded later (lightbox, Swiper, motion features) are not in it.
 * Pages are read with the build's HTML reader (scripts/lib/html.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { elementsOf } from '../../scripts/lib/html';

/** The site-relative URLs of the scripts an HTML file loads up front. */
export function firstLoadScripts(html: string, basePath = ''): string[] {
  const urls = new Set<string>();
  for (const { name, attributes } of elementsOf(html)) {
    const src = attributes.get('src');
    // `nomodule` scripts are legacy polyfills: every browser that runs modules (all current ones) skips them.
    if (name === 'script' && src && !attributes.has('nomodule')) urls.add(src);
    const href = attributes.get('href');
    if (name === 'link' && href && attributes.get('rel') === 'preload' && attributes.get('as') === 'script') {
      urls.add(href);
    }
    const chunks = attributes.get('data-chunks');
    if (name === 'script' && chunks) for (const chunk of JSON.parse(chunks) as string[]) urls.add(chunk);
  }
  return [...urls].map((url) => url.slice(basePath.length)).sort();
}

/** Gzipped bytes of those scripts, read from the export folder. */
export function firstLoadBytes(outDir: string, htmlFile: string, basePath = ''): { bytes: number; scripts: string[] } {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = firstLoadScripts(html, basePath);
  let bytes = 0;
  for (const url of scripts) bytes += gzipSync(readFileSync(path.join(outDir, url)), { level: 9 }).length;
  return { bytes, scripts };
}
