/**
 * Cuts the two variable fonts down to what the site uses, with subset-font (HarfBuzz's subsetter and instancer).
 * Both fonts are preloaded, so every byte is on the way to the first paint of every page on a phone:
 *
 *   DM Sans (text)                  100–1000 variable, 37 KiB  →  400–700 variable, the Latin set, ~22 KiB
 *   Bricolage Grotesque (headings)  200–800 variable, 41 KiB   →  700 only, the characters of the content, ~14 KiB
 *
 * The text font keeps @fontsource's whole `latin` set, as visitors type into the contact form in it. The display
 * font only ever shows the site's own words (headings, titles, the name), so it keeps printable ASCII plus every
 * other character found in data/, components/, app/ and lib/: edit the content and the next build follows.
 *
 * Writes .cache/fonts/*.woff2 (git-ignored), which styles/fonts.ts hands to next/font/local, and rewrites a font
 * only when its source, its axes or its characters changed. Runs before `next dev` and `next build`.
 *
 *   npm run fonts      (a stage of `npm run build`, scripts/build.ts)
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { runEntry } from './lib/entry';
import { sha256 } from './lib/hash';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, '.cache', 'fonts');
const SOURCES = path.join(ROOT, 'node_modules', '@fontsource-variable');
const MANIFEST = path.join(OUT, 'manifest.json');

/** @fontsource's `latin` unicode-range: Western European languages, Portuguese included, and common symbols. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,' +
  'U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

function rangeText(ranges: string): string {
  let text = '';
  for (const range of ranges.split(',')) {
    const [start = 0, end = start] = range.slice(2).split('-').map((hex) => parseInt(hex, 16));
    for (let code = start; code <= end; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** Printable ASCII and every other character written in the site's sources (its content and its UI strings). */
function contentText(): string {
  const characters = new Set(rangeText('U+0020-007E'));
  // The content set the build reads (CONTENT_DIR's, else data/, else the sample: lib/content/set.ts) and the code's
  // UI strings.
  const set = process.env.CONTENT_DIR || (existsSync(path.resolve(ROOT, 'data')) ? 'data' : 'sample');
  for (const dir of [...new Set([set, 'components', 'app', 'lib'])]) {
    for (const file of readdirSync(path.resolve(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|json)$/.test(file)) continue;
      for (const character of readFileSync(path.resolve(ROOT, dir, file), 'utf8')) {
        if ((character.codePointAt(0) ?? 0) >= 0xa0) characters.add(character);
      }
    }
  }
  return [...characters].sort().join('');
}

/**
 * The fonts the site uses, with the characters each keeps (read when the step runs: the content may have changed).
 * Keep in step with styles/fonts.ts (the `weight` it declares) and the font-weight values in the styles.
 */
const fonts = () => [
  {
    out: 'dm-sans-400-700.woff2',
    source: 'dm-sans/files/dm-sans-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 700 } },
    text: rangeText(LATIN),
  },
  {
    out: 'bricolage-grotesque-700.woff2',
    source: 'bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    axes: { wght: 700 },
    text: contentText(),
  },
];

function readManifest(): Record<string, string> {
  try {
    const manifest: unknown = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    return typeof manifest === 'object' && manifest !== null ? Object.fromEntries(Object.entries(manifest)) : {};
  } catch {
    return {};
  }
}

/** The build's fonts step (and `npm run fonts`): subsets what changed; returns its report. */
export async function fontsStage(): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const manifest = readManifest();
  const lines: string[] = [];
  for (const font of fonts()) {
    const source = path.join(SOURCES, font.source);
    if (!existsSync(source)) throw new Error(`${path.relative(ROOT, source)} is missing; run npm install.`);
    const input = readFileSync(source);
    const key = sha256(
      Buffer.concat([input, Buffer.from(JSON.stringify(font.axes)), Buffer.from(font.text), readFileSync(__filename)]),
    );
    if (manifest[font.out] === key && existsSync(path.join(OUT, font.out))) continue;
    const output = await subsetFont(input, font.text, { targetFormat: 'woff2', variationAxes: font.axes });
    writeFileSync(path.join(OUT, font.out), output);
    manifest[font.out] = key;
    lines.push(`fonts: ${font.out} ${(input.length / 1024).toFixed(1)} → ${(output.length / 1024).toFixed(1)} KiB`);
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return lines.length ? lines.join('\n') : 'fonts: up to date';
}

if (require.main === module) runEntry('fonts', async () => console.log(await fontsStage()));
