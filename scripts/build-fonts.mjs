#!/usr/bin/env node
/**
 * Cuts the two variable fonts down to what the design uses, with subset-font (HarfBuzz's subsetter and
 * instancer): the Latin characters @fontsource ships in its `latin` file, and only the weights the styles set.
 * Both fonts are preloaded, so every byte is on the way to the first paint of every page on a phone:
 *
 *   Bricolage Grotesque (headings)  200–800 variable, 41 KiB  →  700 only, ~21 KiB
 *   DM Sans (text)                  100–1000 variable, 37 KiB →  400–700 variable, ~22 KiB
 *
 * Writes .cache/fonts/*.woff2 (git-ignored), which styles/fonts.ts hands to next/font/local. A font newer than
 * its source and this script is kept. Runs before `next dev` and `next build`.
 *
 *   node scripts/build-fonts.mjs
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.cache', 'fonts');
const SOURCES = path.join(ROOT, 'node_modules', '@fontsource-variable');

/** @fontsource's `latin` unicode-range: Western European languages, Portuguese included, and common symbols. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,' +
  'U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Keep in step with styles/fonts.ts (the `weight` it declares) and the font-weight values in the styles. */
const FONTS = [
  {
    out: 'bricolage-grotesque-700.woff2',
    source: 'bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    axes: { wght: 700 },
  },
  {
    out: 'dm-sans-400-700.woff2',
    source: 'dm-sans/files/dm-sans-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 700 } },
  },
];

function characters(ranges) {
  let text = '';
  for (const range of ranges.split(',')) {
    const [start, end = start] = range.slice(2).split('-').map((hex) => parseInt(hex, 16));
    for (let code = start; code <= end; code++) text += String.fromCodePoint(code);
  }
  return text;
}

function modified(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

mkdirSync(OUT, { recursive: true });
const text = characters(LATIN);
const scriptTime = modified(import.meta.filename);
let written = 0;
for (const font of FONTS) {
  const source = path.join(SOURCES, font.source);
  const target = path.join(OUT, font.out);
  const sourceTime = modified(source);
  if (sourceTime < 0) {
    console.error(`fonts: ${path.relative(ROOT, source)} is missing; run npm install.`);
    process.exit(1);
  }
  if (modified(target) >= Math.max(sourceTime, scriptTime)) continue;
  const input = readFileSync(source);
  const output = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: font.axes });
  writeFileSync(target, output);
  written++;
  console.log(`fonts: ${font.out} ${(input.length / 1024).toFixed(1)} → ${(output.length / 1024).toFixed(1)} KiB`);
}
if (written === 0) console.log('fonts: up to date');
