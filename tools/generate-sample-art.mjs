/**
 * Draws the sample artwork of the (fictional) portfolio: one key frame per project, the hero, the "no image"
 * placeholder, the "Under NDA" placeholder, the default social card, 32 client wordmarks and the site icons; and
 * the private pictures of protected projects (`nda.media`), into private/ where their paths say.
 *
 *   npm run art [-- --out <dir>] [hero|no-image|under-nda|og|logos|icons|<slug>|<template> …]
 *
 * Everything is drawn as SVG and rasterised with sharp. It is deterministic: every random choice comes from a
 * generator seeded by the project's slug, so running it again writes the same bytes. The projects and clients
 * come from data/ (`lib/content/index.ts`, checked by the schema), so adding a project there and re-running this script
 * gives it a picture. `--out <dir>` writes elsewhere than public/ (to compare with the committed art); any other
 * argument names what to draw: hero, no-image, og, logos, icons, or project slugs and template names.
 * Other tools import the drawing functions (see the exports at the end); importing draws nothing.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
// TypeScript content, hence `tsx` to run this file (npm run art).
import { readCommandLine, usageError } from '../scripts/lib/args';
import { contentDir } from '../lib/content/load';
import { projectInputSchema } from '../lib/content/schema';
import { NO_IMAGE } from '../lib/images/placeholder';
import { NDA_PLACEHOLDER } from '../lib/nda/placeholder';

/**
 * The content's one door, opened on first use: it checks that every picture the content names exists, so it cannot be
 * opened before the private pictures of a protected project are drawn (`npm run art -- <slug>` draws them first).
 */
const require = createRequire(import.meta.url);
const content = () => require('../lib/content');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The sample's art: drawn from the sample's content whatever set the working copy builds.
process.env.CONTENT_DIR ||= 'sample';
const USAGE = `npm run art -- [--out DIR] [NAME …]

  --out DIR   write into DIR instead of sample/ (to compare a change with the committed files)
  NAME        draw only these: hero, no-image, under-nda, og, logos, icons, a project's slug (a protected
              project's: its private pictures) or a template's name; nothing named: everything`;
/**
 * Where the art goes: the sample (sample/), or another folder (`--out /tmp/art`) to compare a change with the
 * committed files. Set by main() when this file runs: importing it (tools/generate-sample-media.mjs) reads no
 * command line.
 */
let PUBLIC = path.join(ROOT, 'sample');

// Keep rendering single-threaded and cache-free so the output does not depend on scheduling.
sharp.concurrency(1);
sharp.cache(false);

/* ------------------------------------------------------------------------------------------------ palette */

const C = {
  ink: '#1b1a2e',
  paper: '#faf6ef',
  vermilion: '#e4572e',
  teal: '#1f7a78',
  mustard: '#f2b134',
  lilac: '#b8a4e3',
  sky: '#9cc9e6',
  leaf: '#7fb069',
};

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return `#${x
    .map((v, i) => Math.round(v + (y[i] - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}
/** Towards paper (t = 1 is paper). */
const tint = (c, t) => mix(c, C.paper, t);
/** Towards ink (t = 1 is ink). */
const shade = (c, t) => mix(c, C.ink, t);

const SKINS = ['#f3cfae', '#e2aa82', '#c98b62', '#9c6244', '#6e4430'];
const HAIRS = [C.ink, '#3a2622', '#5a3424', '#2a2340'];

/* ------------------------------------------------------------------------------------------------ random */

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for picking shapes. */
function makeRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/* ------------------------------------------------------------------------------------------------ svg helpers */

/** Rounds for compact, stable SVG text. */
const f = (n) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const poly = (points) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smooth(points, closed = false) {
  const p = closed ? [points.at(-1), ...points, points[0], points[1]] : [points[0], ...points, points.at(-1)];
  let d = `M${f(p[1][0])} ${f(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i += 1) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const [x2, y2] = p[i + 1];
    const [x3, y3] = p[i + 2];
    d += ` C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return closed ? `${d} Z` : d;
}

/** A gentle, seeded ridge line: y at any x. */
function ridge(R, W, base, amp) {
  const waves = [1, 2, 3.3].map((k) => ({
    freq: ((Math.PI * 2) / W) * k * R.range(0.45, 0.9),
    phase: R.range(0, Math.PI * 2),
    amp: (amp / k) * R.range(0.6, 1),
  }));
  return (x) => base + waves.reduce((sum, w) => sum + w.amp * Math.sin(w.freq * x + w.phase), 0);
}
function ridgePath(fn, W, H, step = 12, jitter = null) {
  let d = `M-20 ${f(H + 20)} L-20 ${f(fn(-20))}`;
  for (let x = -20; x <= W + 20; x += step) {
    const y = fn(x) + (jitter ? jitter.range(-1, 1) * step * 0.12 : 0);
    d += ` L${f(x)} ${f(y)}`;
  }
  return `${d} L${f(W + 20)} ${f(H + 20)} Z`;
}

/** A circle with a hand-cut edge. */
function cutCircle(R, cx, cy, r, n = 36, wobble = 0.018) {
  const points = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 + R.range(-wobble, wobble));
    points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return `<polygon points="${poly(points)}"`;
}

function star4(cx, cy, r) {
  const k = r * 0.28;
  return `M${f(cx)} ${f(cy - r)} Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)} Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)} Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)} Z`;
}
function star5(cx, cy, r, inner = 0.45, rot = -Math.PI / 2) {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const rr = i % 2 ? r * inner : r;
    const a = rot + (i * Math.PI) / 5;
    points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(points);
}

function cloud(cx, cy, s, fill, opacity = 1) {
  // flat-bottomed cloud of overlapping circles
  const bumps = [
    [-0.55, -0.05, 0.32],
    [-0.2, -0.28, 0.42],
    [0.22, -0.22, 0.36],
    [0.52, -0.02, 0.28],
  ];
  let out = `<g fill="${fill}" opacity="${opacity}">`;
  for (const [dx, dy, r] of bumps) out += `<circle cx="${f(cx + dx * s)}" cy="${f(cy + dy * s)}" r="${f(r * s)}"/>`;
  out += `<rect x="${f(cx - 0.78 * s)}" y="${f(cy - 0.12 * s)}" width="${f(1.56 * s)}" height="${f(0.3 * s)}" rx="${f(0.15 * s)}"/>`;
  return `${out}</g>`;
}

function birds(R, cx, cy, spread, s, color) {
  let out = `<g fill="none" stroke="${color}" stroke-width="${f(s * 0.16)}" stroke-linecap="round" stroke-linejoin="round">`;
  const n = R.int(2, 4);
  for (let i = 0; i < n; i += 1) {
    const x = cx + R.range(-spread, spread);
    const y = cy + R.range(-spread * 0.4, spread * 0.4);
    const w = s * R.range(0.8, 1.2);
    out += `<path d="M${f(x - w)} ${f(y - w * 0.35)} Q${f(x - w * 0.45)} ${f(y - w * 0.55)} ${f(x)} ${f(y)} Q${f(x + w * 0.45)} ${f(y - w * 0.55)} ${f(x + w)} ${f(y - w * 0.35)}"/>`;
  }
  return `${out}</g>`;
}

function pine(x, y, s, fill, trunk) {
  return (
    `<rect x="${f(x - s * 0.06)}" y="${f(y - s * 0.25)}" width="${f(s * 0.12)}" height="${f(s * 0.3)}" fill="${trunk}"/>` +
    `<polygon points="${poly([
      [x, y - s * 1.25],
      [x + s * 0.32, y - s * 0.62],
      [x + s * 0.2, y - s * 0.64],
      [x + s * 0.42, y - s * 0.2],
      [x - s * 0.42, y - s * 0.2],
      [x - s * 0.2, y - s * 0.64],
      [x - s * 0.32, y - s * 0.62],
    ])}" fill="${fill}"/>`
  );
}
function roundTree(x, y, s, fill, trunk, light) {
  return (
    `<rect x="${f(x - s * 0.05)}" y="${f(y - s * 0.55)}" width="${f(s * 0.1)}" height="${f(s * 0.6)}" rx="${f(s * 0.04)}" fill="${trunk}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - s * 0.78)}" r="${f(s * 0.36)}" fill="${fill}"/>` +
    (light
      ? `<circle cx="${f(x - s * 0.1)}" cy="${f(y - s * 0.88)}" r="${f(s * 0.16)}" fill="${light}" opacity="0.55"/>`
      : '')
  );
}
function palm(x, y, s, trunk, leaf) {
  let out = `<path d="M${f(x)} ${f(y)} Q${f(x + s * 0.15)} ${f(y - s * 0.6)} ${f(x + s * 0.05)} ${f(y - s * 1.1)}" fill="none" stroke="${trunk}" stroke-width="${f(s * 0.09)}" stroke-linecap="round"/>`;
  const tx = x + s * 0.05;
  const ty = y - s * 1.1;
  for (const [dx, dy] of [
    [-0.55, 0.2],
    [-0.35, -0.2],
    [0.05, -0.35],
    [0.45, -0.15],
    [0.6, 0.25],
  ]) {
    out += `<path d="M${f(tx)} ${f(ty)} Q${f(tx + dx * s * 0.5)} ${f(ty + dy * s * 0.9 - s * 0.15)} ${f(tx + dx * s)} ${f(ty + dy * s + s * 0.15)} Q${f(tx + dx * s * 0.55)} ${f(ty + dy * s * 0.6)} ${f(tx)} ${f(ty)} Z" fill="${leaf}"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------ characters */

/** A crescent moon, its horns to the right, inside a circle of radius r. */
function crescent(cx, cy, r) {
  return `M${f(cx)} ${f(cy - r)} A${f(r)} ${f(r)} 0 1 0 ${f(cx)} ${f(cy + r)} A${f(r * 1.25)} ${f(r * 1.25)} 0 0 1 ${f(cx)} ${f(cy - r)} Z`;
}

/**
 * A small girl (three heads tall) drawn in local units: feet at (0, 0), top of the head near y = -100.
 * style: 'flat' (filled colours), 'pencil' (graphite strokes), 'silhouette' (one colour).
 */
function girl(o) {
  const {
    x,
    y,
    h,
    facing = 1,
    pose = 'stand',
    stride = 0,
    skin = SKINS[1],
    hair = C.ink,
    hairStyle = 'bob',
    dress = C.vermilion,
    legs = C.ink,
    shoe = C.ink,
    style = 'flat',
    color = C.ink,
    rotate = 0,
    cap = null,
    oneLeg = false,
    collar = null,
    paperFill = null,
    penWidth = 0.75,
    hairTone = '#b9b4c0',
  } = o;
  const k = h / 100;
  const flat = style === 'flat';
  const sil = style === 'silhouette';
  const pen = style === 'pencil';
  const col = (c) => (sil ? color : c);
  const parts = [];
  const fillShape = (tag, attrs, fill) =>
    pen
      ? parts.push(
          `<${tag} ${attrs} fill="${paperFill && fill === hair ? hairTone : (paperFill ?? 'none')}" stroke="${color}" stroke-width="${penWidth}" stroke-linejoin="round"/>`,
        )
      : parts.push(`<${tag} ${attrs} fill="${col(fill)}"/>`);
  const limb = (d, c, w) =>
    pen
      ? parts.push(
          `<path d="${d}" fill="none" stroke="${color}" stroke-width="${penWidth * 1.15}" stroke-linecap="round"/>`,
        )
      : parts.push(
          `<path d="${d}" fill="none" stroke="${col(c)}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`,
        );

  // hands per pose (local, facing right)
  let front = [13, -40];
  let frontElbow = null;
  let back = [-12, -41];
  if (pose === 'wave') {
    front = [17, -88];
    frontElbow = [17, -66];
  } else if (pose === 'reach') {
    front = [27, -62];
  } else if (pose === 'kite') {
    front = [14, -86];
    frontElbow = [15, -70];
  } else if (pose === 'walk') {
    front = [9 + stride * 9, -39];
    back = [-9 - stride * 9, -40];
  } else if (pose === 'cheer') {
    front = [18, -90];
    frontElbow = [18, -70];
    back = [-18, -90];
  } else if (pose === 'hold') {
    front = [16, -50];
    frontElbow = [10, -46];
  }
  const backElbow = pose === 'cheer' ? [-18, -70] : null;

  // legs and shoes
  const hip = pose === 'walk' ? 1.5 : 4.5;
  const lf = [-4.5 - stride * 11, -1];
  const rf = [4.5 + stride * 11, -1];
  if (!oneLeg) limb(`M${-hip} -30 L${f(lf[0])} ${f(lf[1])}`, legs, 5.5);
  limb(`M${hip} -30 L${f(oneLeg ? 1 : rf[0])} ${f(rf[1])}`, legs, 5.5);
  if (!pen) {
    if (!oneLeg) parts.push(`<ellipse cx="${f(lf[0] + 2.5)}" cy="-1.5" rx="5.4" ry="3.2" fill="${col(shoe)}"/>`);
    parts.push(`<ellipse cx="${f((oneLeg ? 1 : rf[0]) + 2.5)}" cy="-1.5" rx="5.4" ry="3.2" fill="${col(shoe)}"/>`);
  }
  // back arm
  limb(
    backElbow
      ? `M-7 -58 L${backElbow[0]} ${backElbow[1]} L${back[0]} ${back[1]}`
      : `M-7 -58 Q-11 -50 ${f(back[0])} ${f(back[1])}`,
    shade(skin, 0.12),
    4.6,
  );
  if (!pen) parts.push(`<circle cx="${f(back[0])}" cy="${f(back[1])}" r="3.2" fill="${col(shade(skin, 0.12))}"/>`);
  // bun / pigtails behind the head
  if (hairStyle === 'bun') fillShape('circle', 'cx="3" cy="-99" r="8.5"', hair);
  if (hairStyle === 'pigtails') {
    fillShape('circle', 'cx="-16" cy="-74" r="6.5"', hair);
    fillShape('circle', 'cx="16" cy="-74" r="6.5"', hair);
  }
  if (hairStyle === 'curly') {
    for (const [cx, cy, r] of [
      [-14, -86, 7],
      [-9, -95, 7.5],
      [0, -98, 8],
      [9, -95, 7.5],
      [14, -86, 7],
      [-16, -77, 6],
      [16, -77, 6],
    ])
      fillShape('circle', `cx="${cx}" cy="${cy}" r="${r}"`, hair);
  }
  // hair back (bob)
  if (hairStyle === 'bob')
    fillShape('path', 'd="M-16.5 -68 L-16.5 -82 A16.5 16.5 0 0 1 16.5 -82 L16.5 -68 Q0 -64 -16.5 -68 Z"', hair);
  // dress
  fillShape('path', 'd="M-7.5 -62 Q-10 -61 -10.5 -55 L-17 -29 Q0 -24 17 -29 L10.5 -55 Q10 -61 7.5 -62 Z"', dress);
  if (collar && flat) parts.push(`<path d="M-6 -62 L0 -56 L6 -62 Z" fill="${collar}"/>`);
  // neck + head
  fillShape('rect', 'x="-2.8" y="-67" width="5.6" height="7"', skin);
  fillShape('circle', 'cx="0" cy="-79" r="14"', skin);
  // hair front
  if (hairStyle !== 'curly') {
    fillShape(
      'path',
      'd="M-14.8 -76 Q-16 -93 0 -94.5 Q15.5 -94 15 -78 Q11 -87 2 -86 Q-2 -80 -9 -84 Q-12 -81 -14.8 -76 Z"',
      hair,
    );
  } else {
    fillShape('path', 'd="M-14 -80 Q-13 -94 0 -94 Q13 -94 14 -80 Q8 -88 1 -86 Q-6 -89 -14 -80 Z"', hair);
  }
  if (cap) fillShape('path', 'd="M-15 -86 Q0 -98 15 -86 L26 -118 Q8 -104 -15 -86 Z"', cap);
  // face
  if (flat) {
    parts.push(
      `<ellipse cx="2" cy="-78" rx="1.7" ry="2.3" fill="${C.ink}"/><ellipse cx="10" cy="-78" rx="1.7" ry="2.3" fill="${C.ink}"/>` +
        `<circle cx="-1.5" cy="-72.5" r="3" fill="${C.vermilion}" opacity="0.32"/><circle cx="12.5" cy="-72.5" r="2.6" fill="${C.vermilion}" opacity="0.32"/>` +
        `<path d="M4 -71.5 Q6.5 -69.5 9 -71.5" fill="none" stroke="${C.ink}" stroke-width="1.1" stroke-linecap="round"/>`,
    );
  } else if (pen) {
    parts.push(
      `<path d="M1.2 -78.5 q1 -1.2 2 0 M9.2 -78.5 q1 -1.2 2 0 M4 -71.5 Q6.5 -69.5 9 -71.5" fill="none" stroke="${color}" stroke-width="${penWidth}" stroke-linecap="round"/>`,
    );
  }
  // front arm
  limb(
    frontElbow
      ? `M7 -58 L${frontElbow[0]} ${frontElbow[1]} L${front[0]} ${front[1]}`
      : `M7 -58 Q11 -50 ${f(front[0])} ${f(front[1])}`,
    skin,
    4.6,
  );
  if (!pen) parts.push(`<circle cx="${f(front[0])}" cy="${f(front[1])}" r="3.2" fill="${col(skin)}"/>`);

  const hand = [x + front[0] * k * facing, y + front[1] * k];
  const svg = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotate)}) scale(${f(k * facing * 1000) / 1000} ${f(k * 1000) / 1000})">${parts.join('')}</g>`;
  return { svg, hand };
}

/** A round mascot (bear, cat, bunny, bird, pig, penguin, blob) in local units: ground at 0, radius 50. */
function mascot(o) {
  const { x, y, r, kind = 'bear', body = C.mustard, belly = null, facing = 1, wave = true, accent = C.vermilion } = o;
  const k = r / 50;
  const dark = shade(body, 0.25);
  const light = belly ?? tint(body, 0.55);
  let s = '';
  // ears
  if (kind === 'bear' || kind === 'blob') {
    if (kind === 'bear')
      s += `<circle cx="-31" cy="-88" r="13" fill="${body}"/><circle cx="31" cy="-88" r="13" fill="${body}"/><circle cx="-31" cy="-88" r="6.5" fill="${light}"/><circle cx="31" cy="-88" r="6.5" fill="${light}"/>`;
    else
      s += `<path d="M0 -100 Q6 -118 16 -116" fill="none" stroke="${dark}" stroke-width="5" stroke-linecap="round"/><circle cx="17" cy="-116" r="6" fill="${accent}"/>`;
  } else if (kind === 'cat' || kind === 'pig') {
    s += `<path d="M-40 -70 L-34 -110 L-12 -94 Z" fill="${body}"/><path d="M40 -70 L34 -110 L12 -94 Z" fill="${body}"/>`;
    s += `<path d="M-33 -80 L-31 -100 L-19 -92 Z" fill="${tint(accent, 0.45)}"/><path d="M33 -80 L31 -100 L19 -92 Z" fill="${tint(accent, 0.45)}"/>`;
  } else if (kind === 'bunny') {
    s += `<ellipse cx="-16" cy="-112" rx="9" ry="30" fill="${body}" transform="rotate(-10 -16 -112)"/><ellipse cx="16" cy="-112" rx="9" ry="30" fill="${body}" transform="rotate(12 16 -112)"/>`;
    s += `<ellipse cx="-16" cy="-110" rx="4" ry="20" fill="${tint(accent, 0.5)}" transform="rotate(-10 -16 -112)"/><ellipse cx="16" cy="-110" rx="4" ry="20" fill="${tint(accent, 0.5)}" transform="rotate(12 16 -112)"/>`;
  } else if (kind === 'bird' || kind === 'penguin') {
    s += `<ellipse cx="-4" cy="-104" rx="5" ry="11" fill="${kind === 'bird' ? accent : body}" transform="rotate(-20 -4 -104)"/><ellipse cx="6" cy="-104" rx="4.5" ry="10" fill="${kind === 'bird' ? accent : body}" transform="rotate(18 6 -104)"/>`;
  }
  // feet
  const footColor = kind === 'bird' || kind === 'penguin' ? C.mustard : dark;
  s += `<ellipse cx="-20" cy="-4" rx="14" ry="7" fill="${footColor}"/><ellipse cx="20" cy="-4" rx="14" ry="7" fill="${footColor}"/>`;
  // arms (back one down, front one waving)
  s += `<ellipse cx="-50" cy="-46" rx="9" ry="17" fill="${dark}" transform="rotate(25 -50 -46)"/>`;
  s += wave
    ? `<ellipse cx="52" cy="-74" rx="9" ry="18" fill="${dark}" transform="rotate(-35 52 -74)"/>`
    : `<ellipse cx="50" cy="-46" rx="9" ry="17" fill="${dark}" transform="rotate(-25 50 -46)"/>`;
  // body
  s += `<ellipse cx="0" cy="-52" rx="52" ry="50" fill="${body}"/>`;
  s += `<ellipse cx="-14" cy="-80" rx="18" ry="10" fill="${C.paper}" opacity="0.22" transform="rotate(-25 -14 -80)"/>`;
  s += `<ellipse cx="0" cy="-28" rx="31" ry="22" fill="${light}"/>`;
  // face
  const px = 2.5;
  s += `<circle cx="-17" cy="-60" r="11" fill="${C.paper}"/><circle cx="17" cy="-60" r="11" fill="${C.paper}"/>`;
  s += `<circle cx="${-17 + px}" cy="-59" r="6.5" fill="${C.ink}"/><circle cx="${17 + px}" cy="-59" r="6.5" fill="${C.ink}"/>`;
  s += `<circle cx="${-15 + px}" cy="-62" r="2.2" fill="${C.paper}"/><circle cx="${19 + px}" cy="-62" r="2.2" fill="${C.paper}"/>`;
  s += `<circle cx="-32" cy="-44" r="6" fill="${C.vermilion}" opacity="0.35"/><circle cx="32" cy="-44" r="6" fill="${C.vermilion}" opacity="0.35"/>`;
  if (kind === 'bird' || kind === 'penguin') {
    s += `<path d="M-8 -47 L8 -47 L0 -36 Z" fill="${C.mustard}" stroke="${shade(C.mustard, 0.3)}" stroke-width="1.5" stroke-linejoin="round"/>`;
  } else if (kind === 'pig') {
    s += `<ellipse cx="0" cy="-43" rx="12" ry="8" fill="${tint(accent, 0.35)}"/><circle cx="-4" cy="-43" r="2.2" fill="${shade(accent, 0.4)}"/><circle cx="4" cy="-43" r="2.2" fill="${shade(accent, 0.4)}"/>`;
  } else {
    s += `<path d="M-8 -44 Q0 -36 8 -44" fill="none" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>`;
    if (kind === 'cat')
      s += `<path d="M-26 -48 L-44 -50 M-26 -44 L-43 -40 M26 -48 L44 -50 M26 -44 L43 -40" stroke="${dark}" stroke-width="2" stroke-linecap="round"/>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(k * facing * 1000) / 1000} ${f(k * 1000) / 1000})">${s}</g>`;
}

/* ------------------------------------------------------------------------------------------------ shared defs */

function shadowFilter(id, blur, dx, dy, opacity) {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="${f(blur)}"/><feOffset dx="${f(dx)}" dy="${f(dy)}" result="b"/><feFlood flood-color="${C.ink}" flood-opacity="${opacity}"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}
function grainFilter(id, seed, freq = 0.75) {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0.11  0 0 0 0 0.1  0 0 0 0 0.18  1.6 0 0 0 -0.72"/></filter>`;
}
function grain(W, H, seed, opacity = 0.5) {
  return {
    defs: grainFilter('grain', seed % 1000),
    body: `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${opacity}"/>`,
  };
}
/* ------------------------------------------------------------------------------------------------ moods */

const MOODS = {
  day: {
    sky: [tint(C.sky, 0.1), tint(C.sky, 0.7)],
    sun: C.mustard,
    hills: [tint(C.teal, 0.72), tint(C.leaf, 0.35), C.leaf, shade(C.leaf, 0.3), C.teal],
    cloud: C.paper,
    dark: false,
  },
  sunset: {
    sky: [tint(C.lilac, 0.15), tint(C.mustard, 0.35)],
    sun: tint(C.vermilion, 0.05),
    hills: [
      tint(C.lilac, 0.3),
      mix(C.lilac, C.vermilion, 0.35),
      shade(C.lilac, 0.3),
      shade(C.teal, 0.25),
      shade(C.teal, 0.55),
    ],
    cloud: tint(C.vermilion, 0.72),
    dark: false,
  },
  spring: {
    sky: [tint(C.mustard, 0.55), C.paper],
    sun: C.vermilion,
    hills: [tint(C.teal, 0.72), tint(C.teal, 0.45), mix(C.teal, C.leaf, 0.5), C.teal, shade(C.teal, 0.35)],
    cloud: C.paper,
    dark: false,
  },
  dusk: {
    sky: [shade(C.teal, 0.5), tint(C.lilac, 0.25)],
    sun: tint(C.mustard, 0.2),
    hills: [
      mix(C.lilac, C.teal, 0.4),
      shade(C.lilac, 0.35),
      shade(C.teal, 0.35),
      shade(C.teal, 0.55),
      shade(C.teal, 0.72),
    ],
    cloud: tint(C.lilac, 0.45),
    dark: true,
  },
  night: {
    sky: [C.ink, shade(C.lilac, 0.5)],
    sun: C.paper,
    hills: [
      shade(C.lilac, 0.55),
      shade(C.teal, 0.5),
      shade(C.teal, 0.65),
      shade(C.teal, 0.78),
      mix(C.ink, C.teal, 0.1),
    ],
    cloud: shade(C.lilac, 0.3),
    dark: true,
  },
};

function skyGradient(id, [top, bottom]) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function sunOrMoon(R, cx, cy, r, mood, skyBottom) {
  let s = '';
  const m = MOODS[mood];
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 2.4)}" fill="${m.sun}" opacity="0.08"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.6)}" fill="${m.sun}" opacity="0.14"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${m.sun}"/>`;
  if (mood === 'night') {
    // a crescent: the sky takes a bite out of the moon
    s += `<circle cx="${f(cx + r * 0.42)}" cy="${f(cy - r * 0.18)}" r="${f(r * 0.86)}" fill="${skyBottom}" opacity="0.92"/>`;
  } else if (mood === 'dusk') {
    s += `<circle cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.2)}" r="${f(r * 0.16)}" fill="${shade(m.sun, 0.08)}"/><circle cx="${f(cx + r * 0.25)}" cy="${f(cy + r * 0.3)}" r="${f(r * 0.22)}" fill="${shade(m.sun, 0.08)}"/>`;
  }
  return s;
}

function starField(R, W, H, n, color, maxY) {
  let s = `<g fill="${color}">`;
  for (let i = 0; i < n; i += 1) {
    const x = R.range(0, W);
    const y = R.range(0, maxY);
    if (R.chance(0.15)) s += `<path d="${star4(x, y, R.range(5, 10))}"/>`;
    else s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R.range(1.2, 2.8))}" opacity="${f(R.range(0.5, 1))}"/>`;
  }
  return `${s}</g>`;
}

function pickCharacter(R, overrides = {}) {
  return {
    skin: R.pick(SKINS),
    hair: R.pick(HAIRS),
    hairStyle: R.pick(['bob', 'bun', 'pigtails', 'curly']),
    dress: R.pick([C.vermilion, C.mustard, C.teal, C.lilac]),
    legs: C.ink,
    shoe: R.pick([C.ink, C.vermilion, C.teal]),
    ...overrides,
  };
}

/** The cast: Zuzu, the owner's original character, always wears her teal dress and pigtails. */
function castFor(R, p, overrides = {}) {
  const base = pickCharacter(R, overrides);
  if (/Zuzu/.test(p.title))
    return { ...base, hairStyle: 'pigtails', dress: C.teal, skin: SKINS[2], hair: '#2a2340', shoe: C.vermilion };
  return base;
}

/* ================================================================================================= templates */
/* Each template returns { defs, body } for a W×H picture. */

/** Flat-colour key frame: layered hills, sun or moon, clouds, a character on the front ridge. */
function tLandscape(R, W, H, p) {
  const mood = R.pick(['day', 'sunset', 'spring', 'dusk', 'night', 'day', 'sunset']);
  const m = MOODS[mood];
  const S = Math.min(W, H);
  let defs = skyGradient('sky', m.sky);
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (m.dark) s += starField(R, W, H, Math.round((W * H) / 9000), tint(C.lilac, 0.6), H * 0.5);
  const sunX = W * R.pick([0.24, 0.5, 0.76]) + R.range(-0.04, 0.04) * W;
  const sunY = H * R.range(0.2, 0.32);
  s += sunOrMoon(R, sunX, sunY, S * R.range(0.07, 0.1), mood, m.sky[1]);
  for (let i = 0, n = R.int(2, 4); i < n; i += 1) {
    s += cloud(R.range(0.05, 0.95) * W, R.range(0.12, 0.42) * H, S * R.range(0.08, 0.14), m.cloud, m.dark ? 0.5 : 0.9);
  }
  const layers = 4;
  const top = H * (H > W ? 0.5 : 0.46);
  const fns = [];
  for (let i = 0; i < layers; i += 1) {
    const base = top + ((H * 0.92 - top) * i) / layers + H * 0.03;
    fns.push(ridge(R, W, base, S * (0.06 - i * 0.008)));
  }
  const houseLayer = R.chance(0.55) ? 1 : -1;
  const character = castFor(R, p);
  const kite = R.chance(0.5) || /Zuzu/.test(p.title);
  const charX = W * (sunX > W / 2 ? R.range(0.26, 0.4) : R.range(0.6, 0.74));
  for (let i = 0; i < layers; i += 1) {
    s += `<path d="${ridgePath(fns[i], W, H)}" fill="${m.hills[i]}"/>`;
    if (i === 0) {
      for (let t = 0, n = R.int(4, 9); t < n; t += 1) {
        const x = R.range(0, W);
        s += pine(x, fns[0](x) + S * 0.01, S * R.range(0.04, 0.07), shade(m.hills[0], 0.12), shade(m.hills[0], 0.2));
      }
    }
    if (i === houseLayer) s += houses(R, W, H, fns[i], m, S);
    if (i === 2) {
      for (let t = 0, n = R.int(2, 5); t < n; t += 1) {
        const x = R.range(0, W);
        if (Math.abs(x - charX) < S * 0.12) continue;
        s += roundTree(
          x,
          fns[2](x) + S * 0.015,
          S * R.range(0.08, 0.13),
          shade(m.hills[2], 0.18),
          shade(m.hills[2], 0.45),
          tint(m.hills[2], 0.2),
        );
      }
    }
  }
  // character on the front ridge
  const footY = fns[3](charX) + S * 0.01;
  const girlH = S * R.range(0.24, 0.3);
  const g = girl({
    x: charX,
    y: footY,
    h: girlH,
    facing: sunX > charX ? 1 : -1,
    pose: kite ? 'kite' : R.pick(['stand', 'wave']),
    ...character,
  });
  if (kite) {
    const kx = charX + (sunX > charX ? 1 : -1) * S * R.range(0.2, 0.3);
    const ky = H * R.range(0.14, 0.24);
    const kiteColor = R.pick([C.vermilion, C.mustard, C.lilac, C.teal]);
    if (/Zuzu/.test(p.title)) {
      s += `<path d="M${f(g.hand[0])} ${f(g.hand[1])} Q${f((g.hand[0] + kx) / 2)} ${f(Math.max(g.hand[1], ky) - S * 0.02)} ${f(kx)} ${f(ky + S * 0.07)}" fill="none" stroke="${m.dark ? tint(C.lilac, 0.5) : C.ink}" stroke-width="${f(S * 0.002)}" opacity="0.7"/>`;
      s += `<path d="${crescent(kx, ky, S * 0.07)}" fill="${C.mustard}" stroke="${shade(C.mustard, 0.2)}" stroke-width="${f(S * 0.002)}"/>`;
    } else {
      s += kiteShape(kx, ky, S * 0.05, kiteColor, g.hand, m.dark ? tint(C.lilac, 0.5) : C.ink);
    }
  }
  s += `<ellipse cx="${f(charX)}" cy="${f(footY)}" rx="${f(girlH * 0.2)}" ry="${f(girlH * 0.03)}" fill="${C.ink}" opacity="0.18"/>`;
  s += g.svg;
  // grass tufts and flowers in the foreground
  for (let t = 0, n = R.int(6, 12); t < n; t += 1) {
    const x = R.range(0, W);
    const y = fns[3](x) + R.range(S * 0.04, H - fns[3](x));
    if (y > H - 10) continue;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(S * 0.006)}" fill="${R.pick([C.paper, C.mustard, tint(C.vermilion, 0.3)])}" opacity="${m.dark ? 0.6 : 0.95}"/>`;
  }
  if (!m.dark)
    s += birds(R, sunX + R.range(-0.2, 0.2) * W, sunY + S * 0.12, S * 0.1, S * 0.018, shade(m.hills[3], 0.4));
  const gr = grain(W, H, hashString(p.slug), 0.22);
  defs += gr.defs;
  s += gr.body;
  return { defs, body: s };
}

function kiteShape(x, y, s, color, hand, line) {
  return (
    `<path d="M${f(hand[0])} ${f(hand[1])} Q${f((hand[0] + x) / 2)} ${f(Math.max(hand[1], y) - s * 0.3)} ${f(x)} ${f(y + s * 1.1)}" fill="none" stroke="${line}" stroke-width="${f(s * 0.035)}" opacity="0.7"/>` +
    `<path d="M${f(x)} ${f(y + s * 1.1)} q${f(-s * 0.4)} ${f(s * 0.7)} ${f(s * 0.1)} ${f(s * 1.3)} t${f(-s * 0.1)} ${f(s * 1.1)}" fill="none" stroke="${line}" stroke-width="${f(s * 0.03)}" opacity="0.6"/>` +
    `<polygon points="${poly([
      [x, y - s],
      [x + s * 0.75, y],
      [x, y + s * 1.1],
      [x - s * 0.75, y],
    ])}" fill="${color}"/>` +
    `<polygon points="${poly([
      [x, y - s],
      [x + s * 0.75, y],
      [x, y],
    ])}" fill="${C.paper}" opacity="0.3"/>` +
    `<polygon points="${poly([
      [x, y + s * 1.1],
      [x - s * 0.75, y],
      [x, y],
    ])}" fill="${C.ink}" opacity="0.12"/>` +
    [1.6, 2.1, 2.6]
      .map(
        (t, i) =>
          `<path d="M${f(x - s * 0.15)} ${f(y + s * t)} l${f(s * 0.3)} ${f(i % 2 ? -s * 0.12 : s * 0.12)} l0 ${f(i % 2 ? s * 0.24 : -s * 0.24)} Z" fill="${i % 2 ? C.mustard : C.vermilion}"/>`,
      )
      .join('')
  );
}

function houses(R, W, H, fn, m, S) {
  const colors = [
    tint(C.vermilion, 0.35),
    tint(C.mustard, 0.25),
    tint(C.sky, 0.15),
    tint(C.lilac, 0.2),
    C.paper,
    tint(C.leaf, 0.3),
  ];
  const start = R.range(0, W * 0.4);
  const end = start + W * R.range(0.3, 0.55);
  let s = '';
  for (let row = 0; row < 2; row += 1) {
    for (let x = start + row * S * 0.02; x < end;) {
      const w = S * R.range(0.035, 0.06);
      const h = S * R.range(0.03, 0.055);
      const base = fn(x + w / 2) + S * 0.015 + row * S * 0.03;
      const c = m.dark ? shade(R.pick(colors), 0.55) : R.pick(colors);
      s += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h + S * 0.05)}" fill="${c}"/>`;
      if (R.chance(0.5))
        s += `<rect x="${f(x - w * 0.05)}" y="${f(base - h - S * 0.006)}" width="${f(w * 1.1)}" height="${f(S * 0.008)}" fill="${shade(c, 0.25)}"/>`;
      const win = m.dark ? C.mustard : shade(c, 0.35);
      const ww = w * 0.22;
      for (let i = 0; i < 2; i += 1)
        if (R.chance(m.dark ? 0.6 : 0.8))
          s += `<rect x="${f(x + w * (0.15 + i * 0.45))}" y="${f(base - h * 0.75)}" width="${f(ww)}" height="${f(ww * 1.2)}" fill="${win}"${m.dark ? '' : ' opacity="0.7"'}/>`;
      x += w * R.range(0.92, 1.1);
    }
  }
  return s;
}

/** Paper cut-out diorama: hand-cut layers with soft shadows, hanging paper shapes, a pinned puppet. */
function tCutout(R, W, H, p) {
  const S = Math.min(W, H);
  const schemes = [
    {
      bg: tint(C.mustard, 0.55),
      layers: [tint(C.vermilion, 0.45), C.vermilion, C.teal, shade(C.teal, 0.35)],
      sun: C.paper,
    },
    { bg: tint(C.sky, 0.45), layers: [C.paper, tint(C.leaf, 0.3), C.leaf, C.teal], sun: C.mustard },
    { bg: tint(C.lilac, 0.55), layers: [tint(C.lilac, 0.2), C.lilac, shade(C.lilac, 0.3), C.teal], sun: C.mustard },
    { bg: tint(C.leaf, 0.6), layers: [tint(C.mustard, 0.4), C.mustard, C.leaf, shade(C.leaf, 0.4)], sun: C.vermilion },
    { bg: tint(C.vermilion, 0.7), layers: [tint(C.sky, 0.2), C.sky, C.teal, shade(C.teal, 0.4)], sun: C.mustard },
  ];
  const sc = R.pick(schemes);
  const sh = S / 1000;
  let defs =
    shadowFilter('cut', 7 * sh, 3 * sh, 9 * sh, 0.3) +
    shadowFilter('cutsoft', 4 * sh, 2 * sh, 5 * sh, 0.25) +
    grainFilter('paper', hashString(p.slug) % 1000, 0.6);
  let s = `<rect width="${W}" height="${H}" fill="${sc.bg}"/>`;
  s += `<rect width="${W}" height="${H}" filter="url(#paper)" opacity="0.35"/>`;
  // sun with paper rays
  const sunX = W * R.range(0.2, 0.8);
  const sunY = H * R.range(0.2, 0.3);
  const sunR = S * R.range(0.08, 0.11);
  let sun = '';
  const rays = R.int(10, 14);
  for (let i = 0; i < rays; i += 1) {
    const a = (i / rays) * Math.PI * 2 + R.range(-0.05, 0.05);
    const a1 = a - 0.12;
    const a2 = a + 0.12;
    sun += `<polygon points="${poly([
      [sunX + Math.cos(a1) * sunR * 1.15, sunY + Math.sin(a1) * sunR * 1.15],
      [sunX + Math.cos(a) * sunR * R.range(1.55, 1.75), sunY + Math.sin(a) * sunR * R.range(1.55, 1.75)],
      [sunX + Math.cos(a2) * sunR * 1.15, sunY + Math.sin(a2) * sunR * 1.15],
    ])}" fill="${tint(sc.sun, 0.25)}"/>`;
  }
  sun += `${cutCircle(R, sunX, sunY, sunR)} fill="${sc.sun}"/>`;
  sun += `${cutCircle(R, sunX, sunY, sunR * 0.62)} fill="${tint(sc.sun, 0.3)}"/>`;
  s += `<g filter="url(#cutsoft)">${sun}</g>`;
  // hanging paper clouds, stars and a bird on threads
  const hangers = R.int(2, 4);
  for (let i = 0; i < hangers; i += 1) {
    const hx = W * ((i + 0.5) / hangers) + R.range(-0.06, 0.06) * W;
    if (Math.abs(hx - sunX) < sunR * 1.8) continue;
    const hy = H * R.range(0.12, 0.32);
    s += `<line x1="${f(hx)}" y1="0" x2="${f(hx)}" y2="${f(hy)}" stroke="${C.ink}" stroke-width="${f(1.6 * sh)}" opacity="0.45"/>`;
    const kind = R.pick(['cloud', 'star', 'cloud']);
    if (kind === 'cloud')
      s += `<g filter="url(#cutsoft)">${cloud(hx, hy + S * 0.05, S * R.range(0.07, 0.1), C.paper)}</g>`;
    else
      s += `<polygon points="${star5(hx, hy + S * 0.035, S * 0.04)}" fill="${R.pick([C.mustard, C.paper, C.vermilion])}" filter="url(#cutsoft)"/>`;
  }
  // hand-cut layers
  const fns = [];
  const top = H * (H > W ? 0.5 : 0.44);
  for (let i = 0; i < 4; i += 1) {
    const base = top + ((H * 0.9 - top) * i) / 4 + H * 0.04;
    const fn = ridge(R, W, base, S * (0.07 - i * 0.01));
    fns.push(fn);
    s += `<path d="${ridgePath(fn, W, H, 22, R)}" fill="${sc.layers[i]}" filter="url(#cut)"/>`;
    if (i === 1) {
      let trees = '';
      for (let t = 0, n = R.int(3, 6); t < n; t += 1) {
        const x = R.range(0.05, 0.95) * W;
        const y = fns[1](x) + S * 0.02;
        trees += R.chance(0.5)
          ? pine(x, y, S * R.range(0.09, 0.14), shade(sc.layers[1], 0.3), shade(sc.layers[1], 0.5))
          : roundTree(x, y, S * R.range(0.1, 0.15), tint(sc.layers[2], 0.1), shade(sc.layers[1], 0.5), null);
      }
      s += `<g filter="url(#cutsoft)">${trees}</g>`;
    }
  }
  // the puppet, pinned at the joints
  const charX = W * (sunX > W / 2 ? R.range(0.28, 0.42) : R.range(0.58, 0.72));
  const footY = fns[3](charX) + S * 0.015;
  const gh = S * R.range(0.32, 0.38);
  const who = castFor(R, p);
  const g = girl({
    x: charX,
    y: footY,
    h: gh,
    facing: sunX > charX ? 1 : -1,
    pose: R.pick(['wave', 'cheer', 'stand', 'walk']),
    stride: 0.5,
    ...who,
  });
  s += `<g filter="url(#cut)">${g.svg}</g>`;
  const k = gh / 100;
  const face = sunX > charX ? 1 : -1;
  const brass = '#c9a85a';
  for (const [bx, by] of [
    [7, -58],
    [-7, -58],
    [4.5, -30],
    [-4.5, -30],
    [0, -64],
  ]) {
    const cx = charX + bx * k * face;
    const cy = footY + by * k;
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(1.9 * k)}" fill="${brass}"/><circle cx="${f(cx - 0.5 * k)}" cy="${f(cy - 0.5 * k)}" r="${f(0.7 * k)}" fill="${tint(brass, 0.6)}"/>`;
  }
  // a paper bird on the front layer
  if (R.chance(0.6)) {
    const bx = W * (charX > W / 2 ? R.range(0.12, 0.3) : R.range(0.7, 0.88));
    const by = fns[3](bx) - S * 0.01;
    s += `<g filter="url(#cut)">${mascot({ x: bx, y: by, r: S * 0.05, kind: 'bird', body: R.pick([C.mustard, C.sky, C.lilac, C.paper]), wave: false })}</g>`;
  }
  return { defs, body: s };
}

/** A pencil test on animation paper: construction lines, onion skin, timing chart, peg holes. */
function tPencil(R, W, H, p) {
  const S = Math.min(W, H);
  const graphite = '#3b3a48';
  const blue = '#4f86c6';
  const red = '#d9534f';
  const pg = shade(C.paper, 0.04);
  const sheet = '#fcf9f3';
  let defs = grainFilter('paper', hashString(p.slug) % 1000, 0.9);
  defs += `<radialGradient id="light" cx="50%" cy="48%" r="70%"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="${pg}"/></radialGradient>`;
  let s = `<rect width="${W}" height="${H}" fill="url(#light)"/>`;
  s += `<rect width="${W}" height="${H}" filter="url(#paper)" opacity="0.25"/>`;
  // field guide
  const inset = S * 0.07;
  s += `<rect x="${f(inset)}" y="${f(inset)}" width="${f(W - inset * 2)}" height="${f(H - inset * 2.6)}" fill="none" stroke="${blue}" stroke-width="${f(S * 0.0016)}" stroke-dasharray="${f(S * 0.012)} ${f(S * 0.008)}" opacity="0.45"/>`;
  const cxm = W / 2;
  s += `<path d="M${f(cxm - S * 0.02)} ${f(H / 2)} h${f(S * 0.04)} M${f(cxm)} ${f(H / 2 - S * 0.02)} v${f(S * 0.04)}" stroke="${blue}" stroke-width="${f(S * 0.0016)}" opacity="0.45"/>`;
  // peg holes along the bottom edge
  const py = H - S * 0.045;
  const hole = '#efe6d6';
  s += `<circle cx="${f(cxm)}" cy="${f(py)}" r="${f(S * 0.014)}" fill="${hole}" stroke="${shade(hole, 0.18)}" stroke-width="${f(S * 0.002)}"/>`;
  for (const dx of [-1, 1])
    s += `<rect x="${f(cxm + dx * S * 0.2 - S * 0.045)}" y="${f(py - S * 0.011)}" width="${f(S * 0.09)}" height="${f(S * 0.022)}" rx="${f(S * 0.011)}" fill="${hole}" stroke="${shade(hole, 0.18)}" stroke-width="${f(S * 0.002)}"/>`;
  // labels: scene slug and frame number, written in pencil
  const fs = S * 0.026;
  const scene = `SC ${String(R.int(1, 40)).padStart(2, '0')}`;
  s += `<text x="${f(inset + S * 0.015)}" y="${f(inset + fs * 1.6)}" font-family="sans-serif" font-size="${f(fs)}" font-weight="700" fill="${graphite}" opacity="0.75" letter-spacing="${f(fs * 0.08)}">${scene}</text>`;
  s += `<text x="${f(inset + S * 0.015)}" y="${f(inset + fs * 2.9)}" font-family="sans-serif" font-size="${f(fs * 0.62)}" fill="${graphite}" opacity="0.55" letter-spacing="${f(fs * 0.05)}">${esc(p.title.toUpperCase().slice(0, 34))}</text>`;
  const frame = R.int(7, 96);
  const fx = W - inset - S * 0.05;
  const fy = H - inset * 1.6 - S * 0.02;
  s += `<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(S * 0.035)}" fill="none" stroke="${graphite}" stroke-width="${f(S * 0.002)}" opacity="0.7"/>`;
  s += `<text x="${f(fx)}" y="${f(fy + fs * 0.36)}" text-anchor="middle" font-family="sans-serif" font-size="${f(fs)}" fill="${graphite}" opacity="0.8">${frame}</text>`;
  // timing chart in the top right
  const tx = W - inset - S * 0.09;
  const ty = inset + S * 0.04;
  let chart = `<g stroke="${graphite}" stroke-width="${f(S * 0.0018)}" opacity="0.65" fill="none"><path d="M${f(tx)} ${f(ty)} v${f(S * 0.16)}"/>`;
  for (const t of [0, 0.08, 0.2, 0.38, 0.62, 0.8, 0.92, 1])
    chart += `<path d="M${f(tx - S * 0.012)} ${f(ty + t * S * 0.16)} h${f(S * 0.024)}"/>`;
  s += `${chart}</g>`;
  s += `<text x="${f(tx + S * 0.02)}" y="${f(ty + fs * 0.35)}" font-family="sans-serif" font-size="${f(fs * 0.6)}" fill="${graphite}" opacity="0.6">1</text><text x="${f(tx + S * 0.02)}" y="${f(ty + S * 0.16 + fs * 0.35)}" font-family="sans-serif" font-size="${f(fs * 0.6)}" fill="${graphite}" opacity="0.6">${frame}</text>`;

  const who = pickCharacter(R);
  const variant = R.pick(W > H ? ['pose', 'pose', 'bounce', 'cycle'] : ['pose', 'pose', 'bounce', 'pose']);
  /** A character in graphite over blue roughs: a paper-filled clean-up pass, coloured pencil, a looser second pass. */
  const pencilFigure = (x, y, h, face, pose, stride, hatchId) => {
    const k = h / 100;
    let out = '';
    out += `<path d="M${f(x - face * 2 * k)} ${f(y)} Q${f(x + face * 10 * k)} ${f(y - 55 * k)} ${f(x - face * 2 * k)} ${f(y - 98 * k)}" fill="none" stroke="${blue}" stroke-width="${f(S * 0.0022)}" opacity="0.5"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y - 79 * k)}" r="${f(15.5 * k)}" fill="none" stroke="${blue}" stroke-width="${f(S * 0.002)}" opacity="0.45"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y - 44 * k)}" rx="${f(15 * k)}" ry="${f(17 * k)}" fill="none" stroke="${blue}" stroke-width="${f(S * 0.0018)}" opacity="0.35"/>`;
    const width = (S * 0.0032) / k;
    out += `<g opacity="0.95">${girl({ x, y, h, facing: face, pose, stride, style: 'pencil', color: graphite, paperFill: sheet, penWidth: width, ...who }).svg}</g>`;
    if (hatchId) {
      defs += `<clipPath id="${hatchId}"><path transform="translate(${f(x)} ${f(y)}) scale(${f(k * face * 1000) / 1000} ${f(k * 1000) / 1000})" d="M-7.5 -62 Q-10 -61 -10.5 -55 L-17 -29 Q0 -24 17 -29 L10.5 -55 Q10 -61 7.5 -62 Z"/></clipPath>`;
      let hatch = `<g clip-path="url(#${hatchId})" stroke="${who.dress}" stroke-width="${f(S * 0.0035)}" opacity="0.75">`;
      for (let hx = x - 20 * k; hx < x + 62 * k; hx += S * 0.0065)
        hatch += `<path d="M${f(hx)} ${f(y - 66 * k)} l${f(-40 * k)} ${f(42 * k)}"/>`;
      out += `${hatch}</g>`;
    }
    for (let pass = 0; pass < 2; pass += 1) {
      const dx = R.range(-1, 1) * S * 0.0025;
      const dy = R.range(-1, 1) * S * 0.0025;
      out += `<g opacity="${pass ? 0.25 : 0.4}" transform="translate(${f(dx)} ${f(dy)})">${girl({ x, y, h, facing: face, pose, stride, style: 'pencil', color: graphite, penWidth: width * 0.6, ...who }).svg}</g>`;
    }
    return out;
  };

  if (variant === 'bounce') {
    // bouncing ball: evenly timed frames along decaying parabolas, squash at the contacts
    const gy = H * 0.74;
    const r = S * 0.04;
    s += `<path d="M${f(W * 0.08)} ${f(gy)} L${f(W * 0.92)} ${f(gy)}" stroke="${graphite}" stroke-width="${f(S * 0.0025)}" opacity="0.55"/>`;
    const x0 = W * 0.12;
    const x1 = W * 0.88;
    let height = gy - r - H * 0.2;
    const bounces = [];
    for (let b = 0; b < 4; b += 1) {
      bounces.push(height);
      height *= 0.5;
    }
    // durations ∝ sqrt(height); the first is a half bounce (a fall)
    const durs = bounces.map((h, i) => Math.sqrt(h) * (i === 0 ? 1 : 2));
    const total = durs.reduce((a, b) => a + b, 0);
    const frames = 26;
    const path = [];
    const balls = [];
    for (let i = 0; i <= frames * 4; i += 1) {
      const t = (i / (frames * 4)) * total;
      let acc = 0;
      let b = 0;
      while (b < durs.length - 1 && t > acc + durs[b]) acc += durs[b++];
      const u = (t - acc) / durs[b];
      const h = bounces[b];
      const hgt = b === 0 ? h * (1 - u * u) : h * 4 * u * (1 - u);
      const pt = [x0 + (t / total) * (x1 - x0), gy - r - hgt];
      path.push(pt);
      if (i % 4 === 0) balls.push({ pt, contact: hgt < r * 0.35, n: i / 4 + 1 });
    }
    s += `<path d="${smooth(path)}" fill="none" stroke="${blue}" stroke-width="${f(S * 0.0022)}" stroke-dasharray="${f(S * 0.01)} ${f(S * 0.008)}" opacity="0.7"/>`;
    const key = R.int(6, 12);
    for (const { pt, contact, n } of balls) {
      const [x, y] = pt;
      const rx = contact ? r * 1.28 : r;
      const ry = contact ? r * 0.74 : r;
      const cy = contact ? gy - ry : y;
      if (n === key)
        s += `<ellipse cx="${f(x)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${C.vermilion}" opacity="0.85"/>`;
      for (let pass = 0; pass < 2; pass += 1) {
        s += `<ellipse cx="${f(x + R.range(-1, 1) * S * 0.002)}" cy="${f(cy + R.range(-1, 1) * S * 0.002)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${graphite}" stroke-width="${f(S * 0.0024)}" opacity="${pass ? 0.3 : 0.8}"/>`;
      }
      s += `<text x="${f(x)}" y="${f(cy - ry - S * 0.014)}" text-anchor="middle" font-family="sans-serif" font-size="${f(fs * 0.55)}" fill="${blue}" opacity="0.75">${n}</text>`;
    }
    return { defs, body: s };
  }
  if (variant === 'cycle') {
    // a walk cycle: five key drawings in a row, the middle one coloured in
    const n = 5;
    const gh = Math.min(S * 0.4, ((W - inset * 2) / n) * 1.5);
    const y = H * 0.5 + gh * 0.5;
    const strides = [0.55, 0.15, -0.2, -0.55, 0.1];
    for (let i = 0; i < n; i += 1) {
      const x = inset + ((W - inset * 2) * (i + 0.5)) / n;
      s += pencilFigure(x, y, gh, 1, 'walk', strides[i], i === 2 ? 'hatch' : null);
      s += `<text x="${f(x)}" y="${f(y + S * 0.06)}" text-anchor="middle" font-family="sans-serif" font-size="${f(fs * 0.7)}" fill="${blue}" opacity="0.8">${i * 2 + 1}</text>`;
    }
    s += `<path d="M${f(inset * 1.5)} ${f(y + S * 0.012)} L${f(W - inset * 1.5)} ${f(y + S * 0.012)}" stroke="${graphite}" stroke-width="${f(S * 0.002)}" opacity="0.45"/>`;
    return { defs, body: s };
  }
  // a single pose with the previous drawing showing through in red
  const gh = Math.min(S * R.range(0.62, 0.7), H * 0.62);
  const face = R.pick([1, -1]);
  const cx = W * 0.5 + face * W * 0.06;
  const footY = H * 0.5 + gh * 0.48;
  // expression studies: small blue roughs of heads off to one side
  const hx = face > 0 ? inset + S * 0.09 : W - inset - S * 0.09;
  for (let i = 0; i < 3; i += 1) {
    const r = S * 0.038;
    const y = H * 0.3 + i * r * 3.2;
    const tilt = R.range(-0.25, 0.25);
    s += `<g transform="rotate(${f(tilt * 40)} ${f(hx)} ${f(y)})" fill="none" stroke-linecap="round">`;
    s += `<circle cx="${f(hx)}" cy="${f(y)}" r="${f(r)}" stroke="${blue}" stroke-width="${f(S * 0.0018)}" opacity="0.55"/>`;
    s += `<path d="M${f(hx - r)} ${f(y)} Q${f(hx)} ${f(y + r * 0.3)} ${f(hx + r)} ${f(y)} M${f(hx + r * 0.15)} ${f(y - r)} Q${f(hx + r * 0.45)} ${f(y)} ${f(hx + r * 0.15)} ${f(y + r)}" stroke="${blue}" stroke-width="${f(S * 0.0014)}" opacity="0.5"/>`;
    const mouth = [
      `q${f(r * 0.25)} ${f(r * 0.3)} ${f(r * 0.5)} 0`,
      `q${f(r * 0.25)} ${f(-r * 0.2)} ${f(r * 0.5)} 0`,
      `l${f(r * 0.45)} 0`,
    ][i];
    s += `<path d="M${f(hx - r * 0.2)} ${f(y + r * 0.05)} l0 ${f(r * 0.12)} M${f(hx + r * 0.45)} ${f(y + r * 0.05)} l0 ${f(r * 0.12)} M${f(hx - r * 0.05)} ${f(y + r * 0.45)} ${mouth}" stroke="${graphite}" stroke-width="${f(S * 0.0024)}" opacity="0.8"/>`;
    s += `</g>`;
  }
  const pose = R.pick(['wave', 'reach', 'cheer', 'kite']);
  s += `<g opacity="0.4">${girl({ x: cx - face * gh * 0.14, y: footY + gh * 0.02, h: gh * 0.98, facing: face, pose: 'stand', style: 'pencil', color: red, penWidth: (S * 0.0028) / (gh / 100), ...who }).svg}</g>`;
  s += pencilFigure(cx, footY, gh, face, pose, 0.3, 'hatch');
  const k = gh / 100;
  s += `<path d="M${f(cx + face * 30 * k)} ${f(footY - 100 * k)} q${f(face * 14 * k)} ${f(12 * k)} ${f(face * 10 * k)} ${f(30 * k)} M${f(cx + face * 36 * k)} ${f(footY - 104 * k)} q${f(face * 14 * k)} ${f(14 * k)} ${f(face * 10 * k)} ${f(36 * k)}" fill="none" stroke="${graphite}" stroke-width="${f(S * 0.0022)}" opacity="0.5" stroke-linecap="round"/>`;
  return { defs, body: s };
}

/** A storyboard sheet: 16:9 panels with grey-marker thumbnails, camera arrows and action notes. */
function tStoryboard(R, W, H, p) {
  const S = Math.min(W, H);
  const margin = S * 0.06;
  const header = S * 0.09;
  const availW = W - margin * 2;
  const availH = H - margin * 2 - header;
  let best = null;
  for (let cols = 1; cols <= 3; cols += 1) {
    for (let rows = 1; rows <= 4; rows += 1) {
      const n = cols * rows;
      if (n < 3 || n > 8) continue;
      const gap = S * 0.035;
      const pwByW = (availW - gap * (cols - 1)) / cols;
      const cellH = (availH - gap * (rows - 1)) / rows;
      const pwByH = (cellH / (9 / 16 + 0.16)) * 1;
      const pw = Math.min(pwByW, pwByH);
      const area = pw * pw * (9 / 16) * n;
      if (!best || area > best.area * 1.15 || (area > best.area * 0.9 && n < best.n && n >= 4))
        best = { cols, rows, pw, gap, area, n };
    }
  }
  const { cols, rows, pw, gap } = best;
  const ph = pw * (9 / 16);
  const cellH = ph + pw * 0.16;
  const gridW = cols * pw + (cols - 1) * gap;
  const gridH = rows * cellH + (rows - 1) * gap;
  const ox = (W - gridW) / 2;
  const oy = margin + header + (availH - gridH) / 2;
  const graphite = '#3b3a48';
  const accent = R.pick([C.vermilion, C.teal, C.lilac]);
  let defs = grainFilter('paper', hashString(p.slug) % 1000, 0.9);
  let s = `<rect width="${W}" height="${H}" fill="${shade(C.paper, 0.02)}"/><rect width="${W}" height="${H}" filter="url(#paper)" opacity="0.2"/>`;
  // header
  const fs = S * 0.03;
  s += `<text x="${f(ox)}" y="${f(margin + fs)}" font-family="sans-serif" font-size="${f(fs)}" font-weight="700" fill="${C.ink}" letter-spacing="${f(fs * 0.04)}">${esc(p.title.toUpperCase().slice(0, 40))}</text>`;
  s += `<text x="${f(ox)}" y="${f(margin + fs * 2.1)}" font-family="sans-serif" font-size="${f(fs * 0.6)}" fill="${graphite}" opacity="0.7" letter-spacing="${f(fs * 0.1)}">STORYBOARD · SEQ ${String(R.int(1, 9)).padStart(2, '0')} · PG ${R.int(1, 24)}</text>`;
  s += `<rect x="${f(ox + gridW - S * 0.1)}" y="${f(margin)}" width="${f(S * 0.1)}" height="${f(fs * 1.5)}" rx="${f(fs * 0.75)}" fill="${accent}"/>`;
  s += `<text x="${f(ox + gridW - S * 0.05)}" y="${f(margin + fs * 1.02)}" text-anchor="middle" font-family="sans-serif" font-size="${f(fs * 0.6)}" font-weight="700" fill="${C.paper}" letter-spacing="${f(fs * 0.08)}">DRAFT</text>`;
  const who = pickCharacter(R, {
    dress: '#8a847c',
    hair: '#4a4752',
    skin: '#d9d4cc',
    legs: '#4a4752',
    shoe: '#4a4752',
  });
  const shots = R.shuffle(['wide', 'medium', 'close', 'object', 'wide2', 'ots', 'medium2', 'sky']);
  let panel = 0;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = ox + c * (pw + gap);
      const y = oy + r * (cellH + gap);
      const id = `p${panel}`;
      defs += `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}"/></clipPath>`;
      s += `<g clip-path="url(#${id})">${boardPanel(R, x, y, pw, ph, shots[panel % shots.length], who, accent)}</g>`;
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" fill="none" stroke="${C.ink}" stroke-width="${f(S * 0.0028)}"/>`;
      // panel number tag
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(pw * 0.11)}" height="${f(pw * 0.07)}" fill="${C.ink}"/>`;
      s += `<text x="${f(x + pw * 0.055)}" y="${f(y + pw * 0.05)}" text-anchor="middle" font-family="sans-serif" font-size="${f(pw * 0.04)}" font-weight="700" fill="${C.paper}">${panel + 1}</text>`;
      // action notes as pencil lines
      for (let l = 0; l < 2; l += 1) {
        const lw = pw * (l ? R.range(0.35, 0.6) : R.range(0.7, 0.92));
        s += `<rect x="${f(x)}" y="${f(y + ph + pw * (0.04 + l * 0.05))}" width="${f(lw)}" height="${f(pw * 0.018)}" rx="${f(pw * 0.009)}" fill="${graphite}" opacity="${l ? 0.2 : 0.32}"/>`;
      }
      panel += 1;
    }
  }
  return { defs, body: s };
}

function boardPanel(R, x, y, w, h, shot, who, accent) {
  const g1 = '#ece7de';
  const g2 = '#cfc9bf';
  const g3 = '#a9a39a';
  const g4 = '#7d776f';
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${g1}"/>`;
  const line = (d, op = 0.85) =>
    `<path d="${d}" fill="none" stroke="#3b3a48" stroke-width="${f(w * 0.004)}" stroke-linecap="round" opacity="${op}"/>`;
  const arrow = (x1, y1, x2, y2) => {
    const a = Math.atan2(y2 - y1, x2 - x1);
    const hs = w * 0.035;
    return `<path d="M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)}" stroke="${accent}" stroke-width="${f(w * 0.012)}" stroke-linecap="round"/><polygon points="${poly(
      [
        [x2 + Math.cos(a) * hs, y2 + Math.sin(a) * hs],
        [x2 + Math.cos(a + 2.4) * hs, y2 + Math.sin(a + 2.4) * hs],
        [x2 + Math.cos(a - 2.4) * hs, y2 + Math.sin(a - 2.4) * hs],
      ],
    )}" fill="${accent}"/>`;
  };
  if (shot === 'wide' || shot === 'wide2') {
    const fn = ridge(R, w, y + h * 0.62, h * 0.08);
    const fn2 = ridge(R, w, y + h * 0.78, h * 0.06);
    s += `<circle cx="${f(x + w * R.range(0.2, 0.8))}" cy="${f(y + h * 0.3)}" r="${f(h * 0.1)}" fill="${g2}"/>`;
    s += `<path d="${ridgePath((t) => fn(t - x), x + w, y + h, 10).replace(/M-20/, `M${f(x - 20)}`)}" fill="${g2}"/>`;
    s += `<path d="${ridgePath((t) => fn2(t - x), x + w, y + h, 10).replace(/M-20/, `M${f(x - 20)}`)}" fill="${g3}"/>`;
    const gx = x + w * R.range(0.3, 0.7);
    s += girl({
      x: gx,
      y: fn2(gx - x) + h * 0.02,
      h: h * 0.32,
      pose: shot === 'wide' ? 'walk' : 'wave',
      stride: 0.5,
      ...who,
    }).svg;
    s += line(ridgePath((t) => fn2(t - x), x + w, y + h, 10).replace(/M-20/, `M${f(x - 20)}`), 0.5);
    if (shot === 'wide') s += arrow(x + w * 0.15, y + h * 0.15, x + w * 0.45, y + h * 0.15);
    else
      s += `<rect x="${f(x + w * 0.2)}" y="${f(y + h * 0.2)}" width="${f(w * 0.6)}" height="${f(h * 0.6)}" fill="none" stroke="${accent}" stroke-width="${f(w * 0.008)}" stroke-dasharray="${f(w * 0.03)} ${f(w * 0.02)}"/>`;
  } else if (shot === 'medium' || shot === 'medium2') {
    s += `<rect x="${f(x)}" y="${f(y + h * 0.75)}" width="${f(w)}" height="${f(h * 0.25)}" fill="${g2}"/>`;
    s += `<rect x="${f(x + w * 0.08)}" y="${f(y + h * 0.15)}" width="${f(w * 0.22)}" height="${f(h * 0.35)}" fill="${g2}"/>`;
    const gx = x + w * R.range(0.45, 0.65);
    s += girl({ x: gx, y: y + h * 1.05, h: h * 0.95, pose: shot === 'medium' ? 'reach' : 'cheer', ...who }).svg;
    s += line(
      `M${f(x + w * 0.78)} ${f(y + h * 0.25)} q${f(w * 0.04)} ${f(h * 0.08)} 0 ${f(h * 0.16)} M${f(x + w * 0.82)} ${f(y + h * 0.2)} q${f(w * 0.06)} ${f(h * 0.12)} 0 ${f(h * 0.26)}`,
      0.6,
    );
  } else if (shot === 'close') {
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${g2}"/>`;
    s += girl({ x: x + w * 0.5, y: y + h * 2.3, h: h * 2.6, pose: 'stand', ...who }).svg;
    s += arrow(x + w * 0.9, y + h * 0.85, x + w * 0.78, y + h * 0.7);
    s += arrow(x + w * 0.1, y + h * 0.85, x + w * 0.22, y + h * 0.7);
  } else if (shot === 'ots') {
    s += `<rect x="${f(x)}" y="${f(y + h * 0.6)}" width="${f(w)}" height="${f(h * 0.4)}" fill="${g2}"/>`;
    s += mascot({
      x: x + w * 0.62,
      y: y + h * 0.82,
      r: h * 0.22,
      kind: R.pick(['cat', 'bear', 'bird']),
      body: g3,
      belly: g1,
      accent: g4,
      wave: true,
    });
    s += `<circle cx="${f(x + w * 0.18)}" cy="${f(y + h * 0.75)}" r="${f(h * 0.32)}" fill="${g4}"/><rect x="${f(x - w * 0.02)}" y="${f(y + h * 0.9)}" width="${f(w * 0.45)}" height="${f(h * 0.3)}" rx="${f(h * 0.15)}" fill="${g4}"/>`;
  } else if (shot === 'object') {
    s += `<rect x="${f(x)}" y="${f(y + h * 0.7)}" width="${f(w)}" height="${f(h * 0.3)}" fill="${g2}"/>`;
    const cx = x + w * 0.5;
    s += `<path d="M${f(cx - w * 0.14)} ${f(y + h * 0.75)} L${f(cx + w * 0.14)} ${f(y + h * 0.75)} L${f(cx + w * 0.22)} ${f(y + h * 0.55)} L${f(cx - w * 0.22)} ${f(y + h * 0.55)} Z" fill="${g4}"/>`;
    s += `<path d="M${f(cx - w * 0.3)} ${f(y + h * 0.55)} L${f(cx + w * 0.3)} ${f(y + h * 0.55)} L${f(cx)} ${f(y + h * 0.12)} Z" fill="${g3}"/>`;
    s += line(`M${f(cx)} ${f(y + h * 0.12)} L${f(cx)} ${f(y + h * 0.55)}`, 0.6);
    s += `<circle cx="${f(cx)}" cy="${f(y + h * 0.12)}" r="${f(h * 0.04)}" fill="${accent}"/>`;
    s += arrow(x + w * 0.2, y + h * 0.4, x + w * 0.3, y + h * 0.4);
  } else {
    // sky: moon and stars, tilt-up arrow
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${g3}"/>`;
    s += `<circle cx="${f(x + w * 0.62)}" cy="${f(y + h * 0.42)}" r="${f(h * 0.22)}" fill="${g1}"/>`;
    for (let i = 0; i < 7; i += 1)
      s += `<path d="${star4(x + R.range(0.05, 0.95) * w, y + R.range(0.08, 0.9) * h, h * R.range(0.025, 0.05))}" fill="${g1}"/>`;
    s += `<path d="M${f(x)} ${f(y + h * 0.9)} L${f(x + w * 0.12)} ${f(y + h * 0.72)} L${f(x + w * 0.2)} ${f(y + h * 0.8)} L${f(x + w * 0.32)} ${f(y + h * 0.66)} L${f(x + w * 0.45)} ${f(y + h)} L${f(x)} ${f(y + h)} Z" fill="${g4}"/>`;
    s += arrow(x + w * 0.12, y + h * 0.5, x + w * 0.12, y + h * 0.2);
  }
  return s;
}

/** A film strip across a bold background, its frames showing a little sequence. */
function tFilmstrip(R, W, H, p) {
  const S = Math.min(W, H);
  const schemes = [
    { bg: C.teal, blob: tint(C.teal, 0.15), frame: tint(C.sky, 0.55), accent: C.mustard },
    { bg: C.vermilion, blob: tint(C.vermilion, 0.15), frame: tint(C.mustard, 0.55), accent: C.teal },
    { bg: shade(C.lilac, 0.15), blob: tint(C.lilac, 0.2), frame: C.paper, accent: C.vermilion },
    { bg: C.mustard, blob: tint(C.mustard, 0.25), frame: tint(C.sky, 0.5), accent: C.vermilion },
    { bg: C.ink, blob: mix(C.ink, C.teal, 0.35), frame: tint(C.lilac, 0.6), accent: C.mustard },
  ];
  const sc = R.pick(schemes);
  let defs = shadowFilter('drop', S * 0.012, 0, S * 0.012, 0.35);
  let s = `<rect width="${W}" height="${H}" fill="${sc.bg}"/>`;
  for (let i = 0; i < 4; i += 1)
    s += `<circle cx="${f(R.range(0, W))}" cy="${f(R.range(0, H))}" r="${f(S * R.range(0.15, 0.4))}" fill="${sc.blob}" opacity="0.6"/>`;
  for (let i = 0; i < 14; i += 1)
    s += `<path d="${star4(R.range(0, W), R.range(0, H), S * R.range(0.008, 0.02))}" fill="${C.paper}" opacity="0.7"/>`;
  const angle = R.range(-14, 14);
  const stripH = S * (W > H ? 0.42 : 0.3);
  const frameW = stripH * 0.78 * (16 / 9) * 0.75;
  const len = Math.hypot(W, H) * 1.2;
  const n = Math.ceil(len / (frameW + stripH * 0.08));
  const seq = R.pick(['walk', 'sunrise', 'bounce', 'bloom']);
  const who = castFor(R, p);
  let strip = `<rect x="${f(-len / 2)}" y="${f(-stripH / 2)}" width="${f(len)}" height="${f(stripH)}" fill="${C.ink}"/>`;
  const holeW = stripH * 0.06;
  for (let x = -len / 2 + holeW; x < len / 2; x += holeW * 2.2) {
    strip += `<rect x="${f(x)}" y="${f(-stripH / 2 + stripH * 0.035)}" width="${f(holeW)}" height="${f(stripH * 0.065)}" rx="${f(holeW * 0.25)}" fill="${C.paper}" opacity="0.9"/>`;
    strip += `<rect x="${f(x)}" y="${f(stripH / 2 - stripH * 0.1)}" width="${f(holeW)}" height="${f(stripH * 0.065)}" rx="${f(holeW * 0.25)}" fill="${C.paper}" opacity="0.9"/>`;
  }
  const fh = stripH * 0.7;
  const start = -((n * (frameW + stripH * 0.08)) / 2);
  for (let i = 0; i < n; i += 1) {
    const fx = start + i * (frameW + stripH * 0.08);
    const fy = -fh / 2;
    const id = `fr${i}`;
    defs += `<clipPath id="${id}"><rect x="${f(fx)}" y="${f(fy)}" width="${f(frameW)}" height="${f(fh)}" rx="${f(fh * 0.03)}"/></clipPath>`;
    strip += `<g clip-path="url(#${id})">${filmFrame(R, fx, fy, frameW, fh, seq, i, sc, who)}</g>`;
  }
  const cx = W / 2 + R.range(-0.05, 0.05) * W;
  const cy = H * R.range(0.42, 0.58);
  s += `<g filter="url(#drop)"><g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">${strip}</g></g>`;
  const gr = grain(W, H, hashString(p.slug), 0.18);
  return { defs: defs + gr.defs, body: s + gr.body };
}

function filmFrame(R, x, y, w, h, seq, i, sc, who) {
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${sc.frame}"/>`;
  const t = (i % 6) / 5;
  const ground = y + h * 0.78;
  if (seq === 'sunrise') {
    const sy = y + h * (0.85 - t * 0.55);
    s += `<circle cx="${f(x + w * 0.5)}" cy="${f(sy)}" r="${f(h * 0.16)}" fill="${sc.accent}"/>`;
    s += `<path d="M${f(x)} ${f(ground)} Q${f(x + w * 0.3)} ${f(ground - h * 0.2)} ${f(x + w * 0.6)} ${f(ground - h * 0.05)} T${f(x + w)} ${f(ground - h * 0.1)} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z" fill="${C.teal}"/>`;
  } else if (seq === 'bounce') {
    const bx = x + w * (0.15 + t * 0.7);
    const by = ground - h * 0.12 - Math.abs(Math.cos(t * Math.PI * 1.5)) * h * 0.45;
    s += `<rect x="${f(x)}" y="${f(ground)}" width="${f(w)}" height="${f(h)}" fill="${shade(sc.frame, 0.12)}"/>`;
    s += `<ellipse cx="${f(bx)}" cy="${f(ground + h * 0.02)}" rx="${f(h * 0.1)}" ry="${f(h * 0.025)}" fill="${C.ink}" opacity="0.15"/>`;
    s += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(h * 0.1)}" fill="${C.vermilion}"/><path d="M${f(bx - h * 0.1)} ${f(by)} Q${f(bx)} ${f(by - h * 0.06)} ${f(bx + h * 0.1)} ${f(by)}" fill="none" stroke="${C.paper}" stroke-width="${f(h * 0.015)}"/>`;
  } else if (seq === 'bloom') {
    const fx = x + w * 0.5;
    const stem = h * (0.15 + t * 0.35);
    s += `<rect x="${f(x)}" y="${f(ground)}" width="${f(w)}" height="${f(h)}" fill="${C.leaf}"/>`;
    s += `<path d="M${f(fx)} ${f(ground)} L${f(fx)} ${f(ground - stem)}" stroke="${C.teal}" stroke-width="${f(h * 0.03)}" stroke-linecap="round"/>`;
    s += `<ellipse cx="${f(fx + h * 0.06)}" cy="${f(ground - stem * 0.45)}" rx="${f(h * 0.06)}" ry="${f(h * 0.025)}" fill="${C.teal}" transform="rotate(-30 ${f(fx + h * 0.06)} ${f(ground - stem * 0.45)})"/>`;
    const pr = h * (0.03 + t * 0.09);
    for (let k = 0; k < 6; k += 1) {
      const a = (k / 6) * Math.PI * 2;
      s += `<circle cx="${f(fx + Math.cos(a) * pr)}" cy="${f(ground - stem + Math.sin(a) * pr)}" r="${f(pr * 0.75)}" fill="${sc.accent === C.mustard ? C.vermilion : sc.accent}"/>`;
    }
    s += `<circle cx="${f(fx)}" cy="${f(ground - stem)}" r="${f(pr * 0.6)}" fill="${C.mustard}"/>`;
  } else {
    s += `<rect x="${f(x)}" y="${f(ground)}" width="${f(w)}" height="${f(h)}" fill="${shade(sc.frame, 0.12)}"/>`;
    const strideCycle = [0.6, 0.2, -0.2, -0.6, -0.2, 0.2];
    s += girl({
      x: x + w * 0.5,
      y: ground + h * 0.04,
      h: h * 0.74,
      pose: 'walk',
      stride: strideCycle[i % 6],
      ...who,
    }).svg;
  }
  return s;
}

/** Advertising key art: a mascot on a sunburst with a product and confetti. */
function tMascot(R, W, H, p) {
  const S = Math.min(W, H);
  const schemes = [
    { bg: C.mustard, ray: tint(C.mustard, 0.3), body: C.vermilion, ground: shade(C.mustard, 0.2) },
    { bg: C.sky, ray: tint(C.sky, 0.35), body: C.mustard, ground: shade(C.sky, 0.25) },
    { bg: C.teal, ray: tint(C.teal, 0.15), body: C.mustard, ground: shade(C.teal, 0.3) },
    { bg: C.lilac, ray: tint(C.lilac, 0.3), body: C.paper, ground: shade(C.lilac, 0.25) },
    { bg: tint(C.vermilion, 0.1), ray: tint(C.vermilion, 0.3), body: C.sky, ground: shade(C.vermilion, 0.25) },
    { bg: C.leaf, ray: tint(C.leaf, 0.3), body: C.lilac, ground: shade(C.leaf, 0.3) },
  ];
  const sc = R.pick(schemes);
  const t = p.title;
  let kind = R.pick(['bear', 'cat', 'bunny', 'bird', 'blob']);
  let body = sc.body;
  if (/Cajueiro|Poupança/.test(t)) kind = 'pig';
  if (/Pinguim/.test(t)) kind = 'penguin';
  if (/Passarinho|Tico-Tico|Bem-te-vi/.test(t)) kind = 'bird';
  if (kind === 'pig') body = tint(C.vermilion, 0.55);
  if (kind === 'penguin') body = C.ink;
  const cx = W * R.range(0.38, 0.46);
  const cy = H * 0.5;
  let defs = shadowFilter('drop', S * 0.01, 0, S * 0.014, 0.28);
  let s = `<rect width="${W}" height="${H}" fill="${sc.bg}"/>`;
  // sunburst
  const n = 24;
  const Rr = Math.hypot(W, H);
  let rays = `<g fill="${sc.ray}" opacity="0.55">`;
  const rot = R.range(0, Math.PI);
  for (let i = 0; i < n; i += 2) {
    const a1 = rot + (i / n) * Math.PI * 2;
    const a2 = rot + ((i + 1) / n) * Math.PI * 2;
    rays += `<polygon points="${poly([
      [cx, cy],
      [cx + Math.cos(a1) * Rr, cy + Math.sin(a1) * Rr],
      [cx + Math.cos(a2) * Rr, cy + Math.sin(a2) * Rr],
    ])}"/>`;
  }
  s += `${rays}</g>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(S * 0.33)}" fill="${sc.ray}" opacity="0.7"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(S * 0.38)}" fill="none" stroke="${C.paper}" stroke-width="${f(S * 0.006)}" stroke-dasharray="${f(S * 0.02)} ${f(S * 0.016)}" opacity="0.7"/>`;
  // ground
  const gy = cy + S * 0.27;
  s += `<ellipse cx="${f(W * 0.52)}" cy="${f(gy)}" rx="${f(S * 0.42)}" ry="${f(S * 0.06)}" fill="${sc.ground}"/>`;
  // product: a bottle, a box or a cup next to the mascot (no logos, just shapes)
  const px = cx + S * 0.36;
  const prod = R.pick(['bottle', 'box', 'cup']);
  const pc = R.pick([C.vermilion, C.teal, C.paper, C.lilac].filter((c) => c !== sc.bg && c !== body));
  let ps = '';
  if (prod === 'bottle') {
    const bw = S * 0.11;
    const bh = S * 0.3;
    ps += `<path d="M${f(px - bw / 2)} ${f(gy)} L${f(px - bw / 2)} ${f(gy - bh * 0.6)} Q${f(px - bw / 2)} ${f(gy - bh * 0.75)} ${f(px - bw * 0.2)} ${f(gy - bh * 0.82)} L${f(px - bw * 0.2)} ${f(gy - bh)} L${f(px + bw * 0.2)} ${f(gy - bh)} L${f(px + bw * 0.2)} ${f(gy - bh * 0.82)} Q${f(px + bw / 2)} ${f(gy - bh * 0.75)} ${f(px + bw / 2)} ${f(gy - bh * 0.6)} L${f(px + bw / 2)} ${f(gy)} Z" fill="${pc}"/>`;
    ps += `<rect x="${f(px - bw / 2)}" y="${f(gy - bh * 0.48)}" width="${f(bw)}" height="${f(bh * 0.26)}" fill="${C.paper}"/><circle cx="${f(px)}" cy="${f(gy - bh * 0.35)}" r="${f(bw * 0.2)}" fill="${sc.bg}"/>`;
    ps += `<rect x="${f(px - bw * 0.24)}" y="${f(gy - bh * 1.04)}" width="${f(bw * 0.48)}" height="${f(bh * 0.07)}" rx="${f(bw * 0.05)}" fill="${C.ink}"/>`;
    ps += `<rect x="${f(px - bw * 0.38)}" y="${f(gy - bh * 0.58)}" width="${f(bw * 0.1)}" height="${f(bh * 0.5)}" rx="${f(bw * 0.05)}" fill="${C.paper}" opacity="0.35"/>`;
  } else if (prod === 'box') {
    const bw = S * 0.16;
    const bh = S * 0.2;
    ps += `<rect x="${f(px - bw / 2)}" y="${f(gy - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(S * 0.01)}" fill="${pc}"/>`;
    ps += `<path d="M${f(px - bw / 2)} ${f(gy - bh)} L${f(px - bw * 0.3)} ${f(gy - bh * 1.15)} L${f(px + bw * 0.7)} ${f(gy - bh * 1.15)} L${f(px + bw / 2)} ${f(gy - bh)} Z" fill="${tint(pc, 0.35)}"/>`;
    ps += `<circle cx="${f(px)}" cy="${f(gy - bh * 0.55)}" r="${f(bw * 0.24)}" fill="${C.paper}"/><path d="${star4(px, gy - bh * 0.55, bw * 0.16)}" fill="${sc.bg}"/>`;
    ps += `<rect x="${f(px - bw * 0.35)}" y="${f(gy - bh * 0.2)}" width="${f(bw * 0.7)}" height="${f(bh * 0.06)}" rx="${f(bh * 0.03)}" fill="${C.paper}" opacity="0.6"/>`;
  } else {
    const bw = S * 0.13;
    const bh = S * 0.17;
    ps += `<path d="M${f(px - bw / 2)} ${f(gy - bh)} L${f(px + bw / 2)} ${f(gy - bh)} L${f(px + bw * 0.38)} ${f(gy)} L${f(px - bw * 0.38)} ${f(gy)} Z" fill="${pc}"/>`;
    ps += `<rect x="${f(px - bw * 0.56)}" y="${f(gy - bh * 1.1)}" width="${f(bw * 1.12)}" height="${f(bh * 0.13)}" rx="${f(bh * 0.05)}" fill="${C.ink}"/>`;
    ps += `<path d="M${f(px + bw * 0.1)} ${f(gy - bh * 1.1)} L${f(px + bw * 0.3)} ${f(gy - bh * 1.6)}" stroke="${C.vermilion}" stroke-width="${f(bw * 0.08)}" stroke-linecap="round"/>`;
    ps += `<rect x="${f(px - bw * 0.45)}" y="${f(gy - bh * 0.6)}" width="${f(bw * 0.9)}" height="${f(bh * 0.22)}" fill="${C.paper}"/>`;
  }
  s += `<g filter="url(#drop)">${ps}</g>`;
  s += `<g filter="url(#drop)">${mascot({ x: cx, y: gy + S * 0.005, r: S * 0.2, kind, body, accent: C.vermilion, belly: kind === 'penguin' ? C.paper : null })}</g>`;
  // speech bubble with a heart
  const bx = cx - S * 0.28;
  const by = cy - S * 0.3;
  s += `<g filter="url(#drop)"><ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(S * 0.09)}" ry="${f(S * 0.07)}" fill="${C.paper}"/><path d="M${f(bx + S * 0.03)} ${f(by + S * 0.06)} L${f(bx + S * 0.08)} ${f(by + S * 0.11)} L${f(bx + S * 0.06)} ${f(by + S * 0.04)} Z" fill="${C.paper}"/>`;
  const hs = S * 0.03;
  s += `<path d="M${f(bx)} ${f(by + hs * 0.9)} C${f(bx - hs * 1.6)} ${f(by - hs * 0.2)} ${f(bx - hs * 0.8)} ${f(by - hs * 1.4)} ${f(bx)} ${f(by - hs * 0.5)} C${f(bx + hs * 0.8)} ${f(by - hs * 1.4)} ${f(bx + hs * 1.6)} ${f(by - hs * 0.2)} ${f(bx)} ${f(by + hs * 0.9)} Z" fill="${C.vermilion}"/></g>`;
  // confetti
  const conf = [C.paper, C.vermilion, C.teal, C.mustard, C.lilac].filter((c) => c !== sc.bg);
  for (let i = 0; i < 26; i += 1) {
    const x = R.range(0, W);
    const y = R.range(0, H);
    if (Math.hypot(x - cx, y - cy) < S * 0.3) continue;
    const c = R.pick(conf);
    const kindC = R.int(0, 3);
    const r = S * R.range(0.008, 0.016);
    if (kindC === 0) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}"/>`;
    else if (kindC === 1)
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(r * 2.4)}" height="${f(r * 1)}" fill="${c}" transform="rotate(${f(R.range(0, 180))} ${f(x)} ${f(y)})"/>`;
    else if (kindC === 2)
      s += `<path d="M${f(x)} ${f(y)} q${f(r)} ${f(-r)} ${f(r * 2)} 0 t${f(r * 2)} 0 t${f(r * 2)} 0" fill="none" stroke="${c}" stroke-width="${f(r * 0.6)}" stroke-linecap="round"/>`;
    else s += `<path d="${star4(x, y, r * 1.6)}" fill="${c}"/>`;
  }
  const gr = grain(W, H, hashString(p.slug), 0.18);
  return { defs: defs + gr.defs, body: s + gr.body };
}

/** Music video key art: a record, sound bars, a dancing girl and floating notes. */
function tMusic(R, W, H, p) {
  const S = Math.min(W, H);
  const schemes = [
    { sky: [C.ink, mix(C.ink, C.lilac, 0.55)], label: C.vermilion, bars: C.mustard, dress: C.mustard },
    { sky: [shade(C.teal, 0.4), C.teal], label: C.mustard, bars: tint(C.sky, 0.3), dress: C.vermilion },
    { sky: [C.lilac, tint(C.vermilion, 0.45)], label: C.teal, bars: C.paper, dress: C.teal },
    { sky: [C.vermilion, C.mustard], label: C.lilac, bars: C.paper, dress: C.lilac },
  ];
  const sc = R.pick(schemes);
  let defs = skyGradient('bg', sc.sky) + shadowFilter('drop', S * 0.012, 0, S * 0.01, 0.3);
  let s = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const rx = W * (R.chance(0.5) ? 0.72 : 0.3);
  const ry = H * 0.42;
  const rr = S * 0.42;
  let rec = `<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(rr)}" fill="${C.ink}"/>`;
  for (let i = 1; i < 12; i += 1)
    rec += `<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(rr * (0.36 + i * 0.05))}" fill="none" stroke="${tint(C.ink, 0.14)}" stroke-width="${f(S * 0.002)}"/>`;
  rec += `<path d="M${f(rx - rr * 0.75)} ${f(ry - rr * 0.45)} A${f(rr * 0.88)} ${f(rr * 0.88)} 0 0 1 ${f(rx - rr * 0.2)} ${f(ry - rr * 0.85)}" fill="none" stroke="${C.paper}" stroke-width="${f(S * 0.012)}" opacity="0.18" stroke-linecap="round"/>`;
  rec += `<circle cx="${f(rx)}" cy="${f(ry)}" r="${f(rr * 0.3)}" fill="${sc.label}"/><circle cx="${f(rx)}" cy="${f(ry)}" r="${f(rr * 0.2)}" fill="none" stroke="${C.paper}" stroke-width="${f(S * 0.003)}" opacity="0.5"/><circle cx="${f(rx)}" cy="${f(ry)}" r="${f(rr * 0.03)}" fill="${C.paper}"/>`;
  s += `<g filter="url(#drop)">${rec}</g>`;
  // equaliser bars along the bottom
  const barN = Math.round(W / (S * 0.045));
  const bw = W / barN;
  for (let i = 0; i < barN; i += 1) {
    const h = S * (0.05 + Math.abs(Math.sin(i * 0.55 + R.range(0, 0.6))) * 0.18);
    s += `<rect x="${f(i * bw + bw * 0.18)}" y="${f(H - h)}" width="${f(bw * 0.64)}" height="${f(h + bw)}" rx="${f(bw * 0.32)}" fill="${sc.bars}" opacity="0.85"/>`;
  }
  // falling fruit / drops when the title asks for rain
  if (/Chuva|Caju/.test(p.title)) {
    for (let i = 0; i < 18; i += 1) {
      const x = R.range(0, W);
      const y = R.range(0, H * 0.8);
      const r = S * R.range(0.015, 0.025);
      s += `<g transform="rotate(${f(R.range(-30, 30))} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 1.3)}" fill="${R.pick([C.vermilion, C.mustard])}"/><path d="M${f(x - r * 0.8)} ${f(y + r * 1.2)} q${f(r * 0.8)} ${f(r * 1.6)} ${f(r * 1.6)} 0" fill="${shade(C.leaf, 0.3)}"/></g>`;
    }
  }
  // notes
  for (let i = 0; i < 7; i += 1) {
    const x = R.range(0.05, 0.95) * W;
    const y = R.range(0.08, 0.6) * H;
    const r = S * R.range(0.018, 0.028);
    const c = R.pick([C.paper, C.mustard, tint(C.lilac, 0.4)]);
    s += `<g transform="rotate(${f(R.range(-20, 20))} ${f(x)} ${f(y)})" fill="${c}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.25)}" ry="${f(r)}" transform="rotate(-20 ${f(x)} ${f(y)})"/><rect x="${f(x + r * 0.95)}" y="${f(y - r * 4)}" width="${f(r * 0.3)}" height="${f(r * 4)}"/><path d="M${f(x + r * 1.1)} ${f(y - r * 4)} q${f(r * 1.5)} ${f(r * 0.8)} ${f(r * 1.2)} ${f(r * 2.4)}" fill="none" stroke="${c}" stroke-width="${f(r * 0.3)}"/></g>`;
  }
  // the dancer
  const gx = rx > W / 2 ? W * R.range(0.28, 0.36) : W * R.range(0.64, 0.72);
  const gy = H - S * 0.1;
  const gh = S * 0.48;
  s += `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(gh * 0.2)}" ry="${f(gh * 0.03)}" fill="${C.ink}" opacity="0.3"/>`;
  s += `<g filter="url(#drop)">${girl({ x: gx, y: gy, h: gh, facing: rx > W / 2 ? 1 : -1, pose: R.pick(['cheer', 'wave']), stride: 0.55, rotate: R.range(-6, 6), ...pickCharacter(R, { dress: sc.dress, hairStyle: R.pick(['curly', 'bun', 'pigtails']) }) }).svg}</g>`;
  // motion lines
  s += `<path d="M${f(gx - gh * 0.32)} ${f(gy - gh * 0.85)} q${f(-gh * 0.06)} ${f(gh * 0.1)} 0 ${f(gh * 0.2)} M${f(gx + gh * 0.32)} ${f(gy - gh * 0.85)} q${f(gh * 0.06)} ${f(gh * 0.1)} 0 ${f(gh * 0.2)}" fill="none" stroke="${C.paper}" stroke-width="${f(S * 0.006)}" stroke-linecap="round" opacity="0.8"/>`;
  const gr = grain(W, H, hashString(p.slug), 0.2);
  return { defs: defs + gr.defs, body: s + gr.body };
}

/** A night city: skyline with lit windows, a big moon, a character on the rooftop. */
function tCity(R, W, H, p) {
  const S = Math.min(W, H);
  const t = p.title;
  const snow = /Natal/.test(t);
  const saci = /Saci/.test(t);
  const zuzu = /Zuzu/.test(t);
  const sky = R.pick([
    [C.ink, shade(C.lilac, 0.45)],
    [mix(C.ink, C.teal, 0.3), shade(C.sky, 0.35)],
    [C.ink, shade(C.teal, 0.3)],
  ]);
  let defs = skyGradient('sky', sky) + shadowFilter('drop', S * 0.01, 0, S * 0.01, 0.35);
  defs += `<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${C.mustard}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.mustard}" stop-opacity="0"/></radialGradient>`;
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += starField(R, W, H, Math.round((W * H) / 7000), tint(C.lilac, 0.6), H * 0.6);
  const mx = W * R.range(0.6, 0.78);
  const my = H * R.range(0.2, 0.28);
  const mr = S * R.range(0.12, 0.16);
  s += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr * 2.2)}" fill="url(#glow)"/>`;
  let paperMoon = '';
  if (zuzu) {
    // a paper crescent moon hanging on a string, in front of the skyline
    paperMoon += `<line x1="${f(mx)}" y1="0" x2="${f(mx)}" y2="${f(my - mr)}" stroke="${tint(C.lilac, 0.5)}" stroke-width="${f(S * 0.002)}"/>`;
    paperMoon += `<path d="${crescent(mx, my, mr)}" fill="${C.mustard}" filter="url(#drop)"/>`;
    paperMoon += `<path d="M${f(mx - mr * 0.55)} ${f(my - mr * 0.3)} l${f(mr * 0.12)} ${f(mr * 0.12)} M${f(mx - mr * 0.62)} ${f(my + mr * 0.1)} l${f(mr * 0.14)} 0 M${f(mx - mr * 0.5)} ${f(my + mr * 0.5)} l${f(mr * 0.1)} ${f(-mr * 0.1)}" stroke="${shade(C.mustard, 0.25)}" stroke-width="${f(S * 0.003)}" stroke-dasharray="${f(S * 0.006)} ${f(S * 0.004)}"/>`;
  } else {
    s += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr)}" fill="${tint(C.mustard, 0.7)}"/>`;
    s += `<circle cx="${f(mx - mr * 0.3)}" cy="${f(my - mr * 0.25)}" r="${f(mr * 0.18)}" fill="${tint(C.mustard, 0.55)}"/><circle cx="${f(mx + mr * 0.35)}" cy="${f(my + mr * 0.2)}" r="${f(mr * 0.24)}" fill="${tint(C.mustard, 0.55)}"/><circle cx="${f(mx - mr * 0.1)}" cy="${f(my + mr * 0.5)}" r="${f(mr * 0.1)}" fill="${tint(C.mustard, 0.55)}"/>`;
  }
  const gx = W * (mx > W / 2 ? R.range(0.38, 0.48) : R.range(0.52, 0.62));
  const gh = S * 0.34;
  // three skyline layers
  const layerColors = [shade(C.lilac, 0.5), mix(C.ink, C.teal, 0.45), mix(C.ink, C.teal, 0.2)];
  const bases = [H * 0.58, H * 0.7, H * 0.82];
  for (let l = 0; l < 3; l += 1) {
    let x = -R.range(0, S * 0.05);
    while (x < W) {
      const bw = S * R.range(0.07, 0.14) * (1 + l * 0.25);
      const bh = S * R.range(0.12, 0.32) * (l === 0 ? 1.3 : 1);
      const top = bases[l] - bh;
      const c = layerColors[l];
      s += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw + 1)}" height="${f(H - top)}" fill="${c}"/>`;
      if (R.chance(0.3))
        s += `<rect x="${f(x + bw * 0.45)}" y="${f(top - S * 0.04)}" width="${f(S * 0.004)}" height="${f(S * 0.04)}" fill="${c}"/>`;
      if (R.chance(0.25))
        s += `<path d="M${f(x)} ${f(top)} L${f(x + bw / 2)} ${f(top - bw * 0.3)} L${f(x + bw)} ${f(top)} Z" fill="${c}"/>`;
      if (l > 0) {
        const ww = S * 0.012 * (1 + l * 0.2);
        for (let wy = top + ww * 1.5; wy < bases[l] + S * 0.1; wy += ww * 2.4) {
          for (let wx = x + ww; wx < x + bw - ww; wx += ww * 2.2) {
            if (Math.abs(wx - gx) < gh * 0.35 && wy > H * 0.5) continue;
            if (R.chance(l === 2 ? 0.1 : 0.16))
              s += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(ww * 1.3)}" fill="${R.chance(0.8) ? C.mustard : tint(C.vermilion, 0.3)}" opacity="${f(R.range(0.7, 1))}"/>`;
          }
        }
      }
      x += bw;
    }
  }
  s += paperMoon;
  // the rooftop in front
  const roofY = H * (H > W ? 0.84 : 0.86);
  const roof = mix(C.ink, C.teal, 0.08);
  s += `<rect x="0" y="${f(roofY)}" width="${W}" height="${f(H - roofY)}" fill="${roof}"/>`;
  s += `<rect x="0" y="${f(roofY - S * 0.012)}" width="${W}" height="${f(S * 0.016)}" fill="${tint(roof, 0.12)}"/>`;
  // water tank and antenna
  const tx = W * (mx > W / 2 ? 0.14 : 0.82);
  s += `<rect x="${f(tx - S * 0.07)}" y="${f(roofY - S * 0.16)}" width="${f(S * 0.14)}" height="${f(S * 0.11)}" rx="${f(S * 0.015)}" fill="${tint(roof, 0.1)}"/><path d="M${f(tx - S * 0.06)} ${f(roofY - S * 0.05)} L${f(tx - S * 0.06)} ${f(roofY)} M${f(tx + S * 0.06)} ${f(roofY - S * 0.05)} L${f(tx + S * 0.06)} ${f(roofY)}" stroke="${tint(roof, 0.1)}" stroke-width="${f(S * 0.008)}"/>`;
  s += `<path d="M${f(tx + S * 0.12)} ${f(roofY)} L${f(tx + S * 0.12)} ${f(roofY - S * 0.22)} M${f(tx + S * 0.08)} ${f(roofY - S * 0.19)} L${f(tx + S * 0.16)} ${f(roofY - S * 0.19)} M${f(tx + S * 0.09)} ${f(roofY - S * 0.15)} L${f(tx + S * 0.15)} ${f(roofY - S * 0.15)}" stroke="${tint(roof, 0.1)}" stroke-width="${f(S * 0.005)}"/>`;
  // bunting from the antenna
  const bx1 = tx + S * 0.12;
  const by1 = roofY - S * 0.21;
  const bx2 = mx > W / 2 ? W * 0.62 : W * 0.38;
  const by2 = roofY - S * 0.3;
  s += `<path d="M${f(bx1)} ${f(by1)} Q${f((bx1 + bx2) / 2)} ${f(Math.max(by1, by2) + S * 0.06)} ${f(bx2)} ${f(by2)}" fill="none" stroke="${tint(C.lilac, 0.4)}" stroke-width="${f(S * 0.002)}"/>`;
  for (let i = 1; i < 8; i += 1) {
    const u = i / 8;
    const x = (1 - u) * (1 - u) * bx1 + 2 * u * (1 - u) * ((bx1 + bx2) / 2) + u * u * bx2;
    const y = (1 - u) * (1 - u) * by1 + 2 * u * (1 - u) * (Math.max(by1, by2) + S * 0.06) + u * u * by2;
    s += `<polygon points="${poly([
      [x - S * 0.012, y],
      [x + S * 0.012, y],
      [x, y + S * 0.03],
    ])}" fill="${[C.vermilion, C.mustard, C.sky, C.lilac, C.leaf][i % 5]}"/>`;
  }
  // a street lamp lighting the character
  const lx = gx + (mx > gx ? 1 : -1) * S * 0.16;
  s += `<ellipse cx="${f(gx)}" cy="${f(roofY)}" rx="${f(S * 0.26)}" ry="${f(S * 0.035)}" fill="${C.mustard}" opacity="0.16"/>`;
  s += `<circle cx="${f(lx)}" cy="${f(roofY - S * 0.4)}" r="${f(S * 0.22)}" fill="url(#glow)"/>`;
  s += `<path d="M${f(lx)} ${f(roofY)} L${f(lx)} ${f(roofY - S * 0.38)}" stroke="${tint(roof, 0.15)}" stroke-width="${f(S * 0.01)}" stroke-linecap="round"/>`;
  s += `<path d="M${f(lx - S * 0.03)} ${f(roofY - S * 0.38)} L${f(lx + S * 0.03)} ${f(roofY - S * 0.38)} L${f(lx + S * 0.018)} ${f(roofY - S * 0.42)} L${f(lx - S * 0.018)} ${f(roofY - S * 0.42)} Z" fill="${tint(roof, 0.15)}"/>`;
  s += `<circle cx="${f(lx)}" cy="${f(roofY - S * 0.37)}" r="${f(S * 0.016)}" fill="${tint(C.mustard, 0.4)}"/>`;
  // the character
  const who = pickCharacter(
    R,
    saci
      ? { hairStyle: 'bob', skin: SKINS[4], hair: C.ink, dress: C.vermilion }
      : zuzu
        ? { hairStyle: 'pigtails', dress: C.teal, skin: SKINS[2], hair: '#2a2340' }
        : {},
  );
  s += girl({
    x: gx,
    y: roofY,
    h: gh,
    facing: mx > gx ? 1 : -1,
    pose: saci ? 'cheer' : zuzu ? 'reach' : R.pick(['wave', 'stand', 'reach']),
    oneLeg: saci,
    cap: saci ? C.vermilion : null,
    ...who,
  }).svg;
  // a cat on the ledge
  const cx = gx + (mx > gx ? -1 : 1) * S * 0.14;
  s += mascot({
    x: cx,
    y: roofY - S * 0.012,
    r: S * 0.035,
    kind: 'cat',
    body: C.ink,
    belly: mix(C.ink, C.lilac, 0.3),
    accent: C.lilac,
    wave: false,
  });
  if (snow) {
    for (let i = 0; i < 40; i += 1) {
      const x = R.range(0, W);
      const y = R.range(0, H);
      const r = S * R.range(0.01, 0.022);
      s += `<g stroke="${C.paper}" stroke-width="${f(r * 0.32)}" stroke-linecap="round" opacity="0.85"><path d="M${f(x - r)} ${f(y)} L${f(x + r)} ${f(y)} M${f(x - r * 0.5)} ${f(y - r * 0.87)} L${f(x + r * 0.5)} ${f(y + r * 0.87)} M${f(x - r * 0.5)} ${f(y + r * 0.87)} L${f(x + r * 0.5)} ${f(y - r * 0.87)}"/></g>`;
    }
  }
  const gr = grain(W, H, hashString(p.slug), 0.2);
  return { defs: defs + gr.defs, body: s + gr.body };
}

/** The sea: layered waves, a boat, raft, lighthouse, island or floating lanterns. */
function tSea(R, W, H, p) {
  const S = Math.min(W, H);
  const t = p.title;
  let subject = R.pick(['paperboat', 'island', 'raft']);
  if (/Farol/.test(t)) subject = 'lighthouse';
  else if (/Lanterna/.test(t)) subject = 'lanterns';
  else if (/Jangada/.test(t)) subject = 'raft';
  else if (/Ilha/.test(t)) subject = 'island';
  else if (/Maré|Capitã|Cartógrafo/.test(t)) subject = 'paperboat';
  const mood =
    subject === 'lanterns' || subject === 'lighthouse'
      ? R.pick(['night', 'dusk'])
      : R.pick(['day', 'sunset', 'spring']);
  const m = MOODS[mood];
  let defs = skyGradient('sky', m.sky) + shadowFilter('drop', S * 0.008, 0, S * 0.01, 0.3);
  defs += `<radialGradient id="lamp" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${C.mustard}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.mustard}" stop-opacity="0"/></radialGradient>`;
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (m.dark) s += starField(R, W, H, Math.round((W * H) / 8000), tint(C.lilac, 0.6), H * 0.5);
  const horizon = H * (H > W ? 0.5 : 0.52);
  const sunX = W * R.range(0.25, 0.75);
  const sunR = S * R.range(0.08, 0.11);
  s += sunOrMoon(R, sunX, horizon - S * R.range(0.12, 0.24), sunR, mood, m.sky[1]);
  for (let i = 0, n = R.int(1, 3); i < n; i += 1)
    s += cloud(R.range(0.1, 0.9) * W, R.range(0.12, 0.35) * H, S * R.range(0.07, 0.12), m.cloud, m.dark ? 0.45 : 0.85);
  // far islands on the horizon
  const farFn = ridge(R, W, horizon, S * 0.05);
  s += `<path d="${ridgePath((x) => Math.min(horizon, farFn(x) + S * 0.03), W, horizon + 2)}" fill="${m.hills[0]}"/>`;
  // sea bands
  const seaColors = m.dark
    ? [mix(C.teal, C.ink, 0.5), mix(C.teal, C.ink, 0.6), mix(C.teal, C.ink, 0.7), mix(C.teal, C.ink, 0.8)]
    : [tint(C.teal, 0.45), tint(C.teal, 0.25), C.teal, shade(C.teal, 0.3)];
  const bands = [];
  for (let i = 0; i < 4; i += 1) bands.push(horizon + (H - horizon) * (i * 0.26 + 0.02));
  const waves = (y, amp, wl, phase, color) => {
    let d = `M-10 ${f(H + 10)} L-10 ${f(y)}`;
    for (let x = -wl + phase; x < W + wl; x += wl) d += ` Q${f(x + wl / 2)} ${f(y - amp)} ${f(x + wl)} ${f(y)}`;
    return `<path d="${d} L${f(W + 10)} ${f(H + 10)} Z" fill="${color}"/>`;
  };
  const drawBand = (i) => {
    s += waves(bands[i], S * (0.012 + i * 0.006), S * (0.08 + i * 0.04), -R.range(0, S * 0.1), seaColors[i]);
  };
  drawBand(0);
  // sun reflection
  for (let i = 0; i < 5; i += 1) {
    const y = horizon + S * 0.03 + i * S * 0.035;
    const w = sunR * (1.6 - i * 0.22);
    s += `<rect x="${f(sunX - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(S * 0.008)}" rx="${f(S * 0.004)}" fill="${m.sun}" opacity="0.55"/>`;
  }
  drawBand(1);
  const subjX = W * (sunX > W / 2 ? R.range(0.3, 0.42) : R.range(0.58, 0.7));
  const subjY = bands[2] + S * 0.01;
  let subj = '';
  if (subject === 'paperboat') {
    const b = S * 0.27;
    subj += `<polygon points="${poly([
      [subjX - b, subjY - b * 0.32],
      [subjX + b, subjY - b * 0.32],
      [subjX + b * 0.7, subjY],
      [subjX - b * 0.7, subjY],
    ])}" fill="${C.paper}"/>`;
    subj += `<polygon points="${poly([
      [subjX - b * 0.55, subjY - b * 0.32],
      [subjX, subjY - b * 1.05],
      [subjX + b * 0.55, subjY - b * 0.32],
    ])}" fill="${tint(C.sky, 0.4)}"/>`;
    subj += `<polygon points="${poly([
      [subjX, subjY - b * 1.05],
      [subjX + b * 0.55, subjY - b * 0.32],
      [subjX + b * 0.1, subjY - b * 0.32],
    ])}" fill="${shade(tint(C.sky, 0.4), 0.12)}"/>`;
    subj += `<path d="M${f(subjX - b * 0.6)} ${f(subjY - b * 0.2)} L${f(subjX + b * 0.6)} ${f(subjY - b * 0.2)}" stroke="${shade(C.paper, 0.12)}" stroke-width="${f(S * 0.003)}"/>`;
    if (/Capitã/.test(t))
      subj += `<g transform="translate(${f(subjX - b * 0.1)} ${f(subjY - b * 0.32)})"><ellipse cx="0" cy="${f(-b * 0.1)}" rx="${f(b * 0.16)}" ry="${f(b * 0.06)}" fill="${C.leaf}"/><circle cx="${f(b * 0.02)}" cy="${f(-b * 0.22)}" r="${f(b * 0.14)}" fill="${C.vermilion}"/><path d="M${f(-b * 0.06)} ${f(-b * 0.22)} a${f(b * 0.07)} ${f(b * 0.07)} 0 1 1 ${f(b * 0.1)} 0" fill="none" stroke="${C.paper}" stroke-width="${f(S * 0.004)}"/></g>`;
  } else if (subject === 'raft') {
    const b = S * 0.3;
    const lift = /Jangada/.test(t) ? S * 0.12 : 0;
    const ry = subjY - lift;
    for (let i = 0; i < 6; i += 1)
      subj += `<rect x="${f(subjX - b * 0.55)}" y="${f(ry - b * 0.14 + i * b * 0.025)}" width="${f(b * 1.1)}" height="${f(b * 0.045)}" rx="${f(b * 0.02)}" fill="${i % 2 ? '#b9874f' : '#c99a60'}"/>`;
    subj += `<path d="M${f(subjX)} ${f(ry - b * 0.14)} L${f(subjX)} ${f(ry - b * 1.15)}" stroke="#8a5f34" stroke-width="${f(S * 0.008)}"/>`;
    subj += `<path d="M${f(subjX + b * 0.02)} ${f(ry - b * 1.1)} Q${f(subjX + b * 0.7)} ${f(ry - b * 0.7)} ${f(subjX + b * 0.02)} ${f(ry - b * 0.2)} Z" fill="${C.paper}"/>`;
    subj += `<path d="M${f(subjX + b * 0.02)} ${f(ry - b * 0.75)} Q${f(subjX + b * 0.45)} ${f(ry - b * 0.6)} ${f(subjX + b * 0.02)} ${f(ry - b * 0.45)}" fill="${C.vermilion}"/>`;
    subj += girl({ x: subjX - b * 0.3, y: ry - b * 0.12, h: S * 0.15, pose: 'wave', ...pickCharacter(R) }).svg;
    if (lift) {
      subj += cloud(subjX, ry + b * 0.02, S * 0.11, C.paper, 0.95);
      subj += `<path d="M${f(subjX - b * 0.5)} ${f(subjY)} q${f(b * 0.1)} ${f(-lift * 0.5)} 0 ${f(-lift * 0.8)}" fill="none" stroke="${C.paper}" stroke-width="${f(S * 0.004)}" stroke-dasharray="${f(S * 0.01)} ${f(S * 0.01)}" opacity="0.7"/>`;
    }
  } else if (subject === 'island') {
    const b = S * 0.38;
    subj += `<ellipse cx="${f(subjX)}" cy="${f(subjY)}" rx="${f(b)}" ry="${f(b * 0.2)}" fill="${tint(C.mustard, 0.35)}"/>`;
    subj += `<path d="M${f(subjX - b * 0.8)} ${f(subjY - b * 0.05)} Q${f(subjX - b * 0.3)} ${f(subjY - b * 0.55)} ${f(subjX + b * 0.3)} ${f(subjY - b * 0.3)} Q${f(subjX + b * 0.7)} ${f(subjY - b * 0.2)} ${f(subjX + b * 0.85)} ${f(subjY - b * 0.02)} Z" fill="${C.leaf}"/>`;
    if (/2/.test(t))
      subj += `<circle cx="${f(subjX + b * 0.95)}" cy="${f(subjY - b * 0.08)}" r="${f(b * 0.12)}" fill="${C.leaf}"/><circle cx="${f(subjX + b * 0.98)}" cy="${f(subjY - b * 0.1)}" r="${f(b * 0.025)}" fill="${C.ink}"/>`;
    subj += palm(subjX - b * 0.25, subjY - b * 0.3, b * 0.55, '#8a5f34', C.teal);
    subj += palm(subjX + b * 0.15, subjY - b * 0.32, b * 0.42, '#8a5f34', shade(C.leaf, 0.2));
  } else if (subject === 'lighthouse') {
    const b = S * 0.5;
    const lx = subjX;
    const ly = subjY;
    subj += `<path d="M${f(lx - b * 0.35)} ${f(ly + S * 0.02)} Q${f(lx - b * 0.2)} ${f(ly - b * 0.16)} ${f(lx)} ${f(ly - b * 0.12)} Q${f(lx + b * 0.25)} ${f(ly - b * 0.16)} ${f(lx + b * 0.4)} ${f(ly + S * 0.02)} Z" fill="${mix(C.ink, C.lilac, 0.25)}"/>`;
    subj += `<polygon points="${poly([
      [lx - b * 0.09, ly - b * 0.12],
      [lx + b * 0.09, ly - b * 0.12],
      [lx + b * 0.06, ly - b * 0.7],
      [lx - b * 0.06, ly - b * 0.7],
    ])}" fill="${C.paper}"/>`;
    for (const yy of [0.28, 0.5])
      subj += `<polygon points="${poly([
        [lx - b * (0.09 - yy * 0.04), ly - b * (yy - 0.04)],
        [lx + b * (0.09 - yy * 0.04), ly - b * (yy - 0.04)],
        [lx + b * (0.085 - yy * 0.04), ly - b * (yy + 0.06)],
        [lx - b * (0.085 - yy * 0.04), ly - b * (yy + 0.06)],
      ])}" fill="${C.vermilion}"/>`;
    subj += `<polygon points="${poly([
      [lx, ly - b * 0.78],
      [lx - W * 1.2, ly - b * 0.95],
      [lx - W * 1.2, ly - b * 0.55],
    ])}" fill="${C.mustard}" opacity="0.22"/>`;
    subj += `<rect x="${f(lx - b * 0.05)}" y="${f(ly - b * 0.8)}" width="${f(b * 0.1)}" height="${f(b * 0.1)}" fill="${C.mustard}"/><path d="M${f(lx - b * 0.07)} ${f(ly - b * 0.8)} L${f(lx)} ${f(ly - b * 0.9)} L${f(lx + b * 0.07)} ${f(ly - b * 0.8)} Z" fill="${C.vermilion}"/>`;
    subj += `<circle cx="${f(lx)}" cy="${f(ly - b * 0.75)}" r="${f(b * 0.2)}" fill="url(#lamp)"/>`;
  } else {
    // lanterns drifting on a night river
    for (let i = 0; i < 14; i += 1) {
      const x = R.range(0.05, 0.95) * W;
      const y = bands[1] + R.range(0.02, 0.9) * (H - bands[1]);
      const sc = 0.5 + (y - bands[1]) / (H - bands[1]);
      const r = S * 0.03 * sc;
      subj += `<circle cx="${f(x)}" cy="${f(y - r)}" r="${f(r * 3)}" fill="url(#lamp)"/>`;
      subj += `<path d="M${f(x - r)} ${f(y)} L${f(x + r)} ${f(y)} L${f(x + r * 0.8)} ${f(y - r * 1.6)} L${f(x - r * 0.8)} ${f(y - r * 1.6)} Z" fill="${R.pick([C.vermilion, '#c7743f', C.mustard])}"/>`;
      subj += `<rect x="${f(x - r * 0.4)}" y="${f(y - r * 1.2)}" width="${f(r * 0.8)}" height="${f(r * 0.7)}" rx="${f(r * 0.2)}" fill="${tint(C.mustard, 0.5)}"/>`;
      subj += `<ellipse cx="${f(x)}" cy="${f(y + r * 0.6)}" rx="${f(r * 1.4)}" ry="${f(r * 0.25)}" fill="${C.mustard}" opacity="0.3"/>`;
    }
  }
  s += `<g filter="url(#drop)">${subj}</g>`;
  drawBand(2);
  // fish under the surface
  if (!m.dark) {
    for (let i = 0; i < R.int(2, 4); i += 1) {
      const x = R.range(0.1, 0.9) * W;
      const y = bands[2] + R.range(0.1, 0.6) * (H - bands[2]);
      const r = S * R.range(0.018, 0.03);
      const c = tint(C.teal, 0.55);
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.6)}" ry="${f(r)}" fill="${c}"/><polygon points="${poly([
        [x + r * 1.4, y],
        [x + r * 2.4, y - r * 0.8],
        [x + r * 2.4, y + r * 0.8],
      ])}" fill="${c}"/>`;
    }
  }
  drawBand(3);
  if (!m.dark) s += birds(R, sunX, horizon - S * 0.32, S * 0.12, S * 0.02, shade(C.teal, 0.4));
  const gr = grain(W, H, hashString(p.slug), 0.2);
  return { defs: defs + gr.defs, body: s + gr.body };
}

const TEMPLATES = {
  landscape: tLandscape,
  cutout: tCutout,
  pencil: tPencil,
  storyboard: tStoryboard,
  filmstrip: tFilmstrip,
  mascot: tMascot,
  music: tMusic,
  city: tCity,
  sea: tSea,
};

/* ------------------------------------------------------------------------------------------------ choosing */

/** Titles that ask for a scene: the sea, or the city at night. */
const THEMES = [
  [/Farol|Jangada|Lanterna|Capitã|Maré/, 'sea'],
  [/Saci|Sereno|Natal|Mistério|\(short\)/, 'city'],
  [/Zuzu.*Série/, 'landscape'],
];
/** How much of the gallery each template should fill, relative to the others. */
const TEMPLATE_WEIGHT = { pencil: 1.5, storyboard: 0.85, filmstrip: 0.85 };

/** Themes the title asks for come first; otherwise the least used of the templates that fit the project. */
function chooseTemplates(projects) {
  const used = Object.fromEntries(Object.keys(TEMPLATES).map((k) => [k, 0]));
  const chosen = new Map();
  for (const p of projects) {
    const R = makeRandom(hashString(`${p.slug}:template`));
    const tags = p.filter.split(/\s+/);
    const strong = THEMES.filter(([pattern]) => pattern.test(p.title)).map(([, template]) => template);
    const fits = [];
    if (p.category === 'Music Video') fits.push('music');
    if (/Advertising/.test(p.category)) fits.push('mascot');
    if (tags.includes('filter-traditional')) fits.push('pencil');
    if (tags.includes('filter-cutout')) fits.push('cutout');
    if (/Opening|Teaser/.test(p.category)) fits.push('filmstrip');
    if (tags.includes('filter-director') || /Storyboard/.test(p.role)) fits.push('storyboard');
    if (/TV Series|TV Specials|Feature Film|Short Film/.test(p.category)) fits.push('landscape');
    if (!fits.length) fits.push('landscape');
    let pick = strong[0];
    if (!pick) {
      const load = (k) => used[k] / (TEMPLATE_WEIGHT[k] ?? 1);
      const ranked = R.shuffle(fits).sort((a, b) => load(a) - load(b));
      pick = ranked[0];
    }
    used[pick] += 1;
    chosen.set(p.slug, pick);
  }
  return { chosen, used };
}

const RATIOS = [
  ['4:5', 4 / 5],
  ['2:3', 2 / 3],
  ['1:1', 1],
  ['3:2', 3 / 2],
  ['16:9', 16 / 9],
];
/** Equal shares of each aspect ratio, dealt in an order fixed by the slugs' hashes. */
function chooseRatios(projects) {
  const order = [...projects].sort((a, b) => hashString(`${a.slug}:ratio`) - hashString(`${b.slug}:ratio`));
  const out = new Map();
  order.forEach((p, i) => out.set(p.slug, RATIOS[i % RATIOS.length]));
  return out;
}
function sizeFor(ratio, long = 1600) {
  return ratio >= 1 ? [long, Math.round(long / ratio)] : [Math.round(long * ratio), long];
}

/* ------------------------------------------------------------------------------------------------ output */

function svgDoc(W, H, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
async function writeJpeg(file, svg, quality = 80) {
  mkdirSync(path.dirname(file), { recursive: true });
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: C.paper })
    .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
    .withMetadata({})
    .toBuffer();
  writeFileSync(file, buf);
  return buf.length;
}
async function writePng(file, svg, size) {
  mkdirSync(path.dirname(file), { recursive: true });
  const buf = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(file, buf);
  return buf;
}

/* ------------------------------------------------------------------------------------------------ reading data */

/**
 * The projects as the site sees them: through data/'s one door, parsed by the schema (so a record the site would
 * refuse stops this script too). `role` becomes one line of text and `filter` the original site's tag string, as the templates only search them.
 */
function readProjects() {
  return content().projects.map(({ imgHref, slug, title, category, roles, filters }) => ({
    imgHref: imgHref ?? NO_IMAGE,
    slug,
    title,
    category,
    role: roles.join(', '),
    filter: filters.map((key) => `filter-${key}`).join(' '),
  }));
}
function readClients() {
  return content().clients.map(({ src, alt }) => ({ src, alt }));
}

/* ================================================================================================= hero */

/** The hero key art: an animator at a light table, flipbook pages flying off the desk. Subject centred-right. */
function heroSvg() {
  const W = 2400;
  const H = 1500;
  const R = makeRandom(hashString('hero'));
  const wall = tint(C.lilac, 0.62);
  const floorY = 1290;
  let defs =
    shadowFilter('drop', 10, 0, 12, 0.22) + shadowFilter('soft', 18, 0, 16, 0.18) + grainFilter('grain', 17, 0.8);
  defs += `<radialGradient id="lightTable" cx="45%" cy="45%" r="60%"><stop offset="0" stop-color="#fffef8"/><stop offset="0.55" stop-color="${tint(C.mustard, 0.75)}"/><stop offset="1" stop-color="${tint(C.mustard, 0.35)}"/></radialGradient>`;
  defs += `<radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.85"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/></radialGradient>`;
  defs += `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6d6" stop-opacity="0"/></linearGradient>`;
  let s = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  // the big sun disc behind the scene
  s += `<circle cx="1560" cy="700" r="600" fill="${tint(C.mustard, 0.25)}"/>`;
  s += `<circle cx="1560" cy="700" r="520" fill="${C.mustard}"/>`;
  s += `<circle cx="1560" cy="700" r="690" fill="none" stroke="${C.paper}" stroke-width="6" stroke-dasharray="26 22" opacity="0.7"/>`;
  // cork board with pinned thumbnails, top right
  s += `<g filter="url(#drop)"><rect x="1930" y="150" width="380" height="300" rx="14" fill="#d9a86c"/><rect x="1946" y="166" width="348" height="268" rx="8" fill="#e3b77f"/></g>`;
  const cards = [
    [1975, 190, -4, C.paper],
    [2100, 185, 3, tint(C.sky, 0.5)],
    [2200, 200, -2, C.paper],
    [1990, 310, 2, tint(C.vermilion, 0.6)],
    [2120, 305, -3, C.paper],
  ];
  cards.forEach(([x, y, r, c], i) => {
    let card = `<rect x="${x}" y="${y}" width="92" height="100" fill="${c}"/>`;
    if (i % 2 === 0)
      card += `<circle cx="${x + 46}" cy="${y + 42}" r="16" fill="none" stroke="${C.ink}" stroke-width="3" opacity="0.6"/><path d="M${x + 16} ${y + 82} q30 -18 60 0" fill="none" stroke="${C.ink}" stroke-width="3" opacity="0.5"/>`;
    else
      card += `<path d="M${x + 12} ${y + 80} L${x + 40} ${y + 40} L${x + 60} ${y + 64} L${x + 80} ${y + 48}" fill="none" stroke="${C.teal}" stroke-width="4" stroke-linejoin="round"/><circle cx="${x + 70}" cy="${y + 24}" r="9" fill="${C.vermilion}"/>`;
    card += `<circle cx="${x + 46}" cy="${y + 8}" r="7" fill="${[C.vermilion, C.teal, C.mustard][i % 3]}"/>`;
    s += `<g transform="rotate(${r} ${x + 46} ${y + 50})" filter="url(#drop)">${card}</g>`;
  });
  // shelf with jars of pencils, far right
  s += `<rect x="1990" y="640" width="330" height="18" rx="6" fill="${shade(C.teal, 0.2)}"/>`;
  s += `<g filter="url(#drop)"><rect x="2030" y="560" width="70" height="80" rx="12" fill="${tint(C.sky, 0.3)}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = 2040 + i * 12;
    s += `<rect x="${x}" y="${500 + (i % 2) * 14}" width="9" height="80" rx="3" fill="${[C.vermilion, C.mustard, C.teal, C.lilac, C.leaf][i]}" transform="rotate(${-10 + i * 5} ${x} 600)"/>`;
  }
  s += `<rect x="2030" y="575" width="70" height="65" rx="12" fill="${tint(C.sky, 0.3)}"/></g>`;
  s += `<g filter="url(#drop)">${mascot({ x: 2200, y: 640, r: 45, kind: 'cat', body: C.vermilion, accent: C.mustard, wave: true })}</g>`;
  s += `<g filter="url(#drop)"><path d="M2275 640 L2283 590 L2317 590 L2325 640 Z" fill="${C.paper}"/><path d="M2300 590 q-30 -40 -10 -70 q15 25 10 70 M2300 590 q25 -50 15 -80 q-20 20 -15 80" fill="${C.leaf}"/></g>`;
  // floor and rug
  s += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${shade(C.teal, 0.25)}"/>`;
  s += `<rect x="0" y="${floorY}" width="${W}" height="10" fill="${shade(C.teal, 0.45)}" opacity="0.5"/>`;
  s += `<ellipse cx="1560" cy="1380" rx="640" ry="60" fill="${C.teal}"/>`;
  s += `<ellipse cx="1560" cy="1380" rx="560" ry="44" fill="none" stroke="${tint(C.teal, 0.3)}" stroke-width="6" stroke-dasharray="18 14"/>`;

  // ---- the desk (side-on, to the right of the animator)
  const deskTop = 930;
  s += `<g filter="url(#soft)">`;
  s += `<rect x="1590" y="${deskTop + 30}" width="36" height="${floorY - deskTop + 40}" fill="${shade(C.teal, 0.35)}"/>`;
  s += `<rect x="2080" y="${deskTop + 30}" width="36" height="${floorY - deskTop + 40}" fill="${shade(C.teal, 0.35)}"/>`;
  s += `<rect x="1900" y="${deskTop + 30}" width="230" height="260" rx="10" fill="${C.teal}"/>`;
  s += `<rect x="1925" y="${deskTop + 70}" width="180" height="90" rx="8" fill="${shade(C.teal, 0.15)}"/><rect x="1925" y="${deskTop + 180}" width="180" height="90" rx="8" fill="${shade(C.teal, 0.15)}"/>`;
  s += `<rect x="1990" y="${deskTop + 108}" width="50" height="12" rx="6" fill="${C.mustard}"/><rect x="1990" y="${deskTop + 218}" width="50" height="12" rx="6" fill="${C.mustard}"/>`;
  s += `<rect x="1540" y="${deskTop}" width="620" height="44" rx="10" fill="${C.teal}"/>`;
  s += `<rect x="1540" y="${deskTop}" width="620" height="12" rx="6" fill="${tint(C.teal, 0.25)}"/>`;
  s += `</g>`;
  // the light table: a tilted board with a glowing disc and a peg bar
  const board = [
    [1590, deskTop + 4],
    [2090, deskTop + 4],
    [2000, 560],
    [1700, 520],
  ];
  s += `<circle cx="1840" cy="720" r="330" fill="url(#halo)"/>`;
  s += `<g filter="url(#soft)"><polygon points="${poly(board)}" fill="${shade(C.paper, 0.1)}"/>`;
  s += `<polygon points="${poly([
    [1590, deskTop + 4],
    [2090, deskTop + 4],
    [2090, deskTop - 14],
    [1590, deskTop - 14],
  ])}" fill="${shade(C.paper, 0.25)}"/>`;
  s += `<ellipse cx="1845" cy="735" rx="190" ry="170" fill="url(#lightTable)" transform="rotate(-6 1845 735)"/>`;
  s += `</g>`;
  // paper sheet on the disc, with a bouncing-ball drawing
  s += `<g transform="rotate(-5 1840 735)"><rect x="1720" y="600" width="250" height="290" fill="#fffdf6" opacity="0.96"/>`;
  s += `<path d="M1745 820 L1945 820" stroke="${C.ink}" stroke-width="3" opacity="0.5"/>`;
  const ballPath = [
    [1755, 650],
    [1800, 800],
    [1845, 720],
    [1890, 800],
    [1925, 760],
    [1950, 800],
  ];
  s += `<path d="${smooth(ballPath)}" fill="none" stroke="#4f86c6" stroke-width="3" stroke-dasharray="10 8" opacity="0.8"/>`;
  for (const [x, y] of [
    [1755, 650],
    [1785, 740],
    [1800, 800],
    [1825, 742],
    [1845, 722],
    [1870, 750],
    [1890, 800],
  ])
    s += `<circle cx="${x}" cy="${y - 10}" r="14" fill="none" stroke="${C.ink}" stroke-width="3" opacity="0.75"/>`;
  s += `<circle cx="1845" cy="712" r="14" fill="${C.vermilion}"/>`;
  s += `<text x="1950" y="870" text-anchor="end" font-family="sans-serif" font-size="22" fill="${C.ink}" opacity="0.6">12</text>`;
  s += `</g>`;
  // peg bar across the bottom of the disc
  s += `<rect x="1700" y="885" width="300" height="22" rx="8" fill="${shade(C.paper, 0.55)}" transform="rotate(-2 1850 896)"/>`;
  for (const x of [1760, 1850, 1940])
    s += `<rect x="${x - 9}" y="874" width="18" height="16" rx="4" fill="${shade(C.paper, 0.7)}"/>`;
  // desk lamp clamped at the back, light falling on the table
  s += `<polygon points="1905,440 1640,900 2060,900" fill="url(#beam)"/>`;
  s += `<g filter="url(#drop)"><path d="M2130 ${deskTop} L2130 860 L2060 560 L1960 420" fill="none" stroke="${C.ink}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<circle cx="2060" cy="560" r="16" fill="${C.mustard}"/><circle cx="2130" cy="860" r="14" fill="${C.mustard}"/>`;
  s += `<rect x="2100" y="${deskTop - 20}" width="60" height="24" rx="6" fill="${C.ink}"/>`;
  s += `<path d="M1990 395 L1880 360 L1840 470 L1960 500 Z" fill="${C.vermilion}"/>`;
  s += `<path d="M1840 470 Q1890 520 1960 500" fill="none" stroke="${shade(C.vermilion, 0.3)}" stroke-width="6"/>`;
  s += `<ellipse cx="1900" cy="488" rx="36" ry="12" fill="#fff6d6" transform="rotate(14 1900 488)"/></g>`;
  // a mug and a pencil pot on the desk
  s += `<g filter="url(#drop)"><rect x="2095" y="850" width="56" height="70" rx="10" fill="${C.paper}"/><path d="M2150 868 q26 0 26 20 q0 20 -26 20" fill="none" stroke="${C.paper}" stroke-width="10"/><rect x="2095" y="872" width="56" height="12" fill="${C.vermilion}"/></g>`;
  s += `<path d="M2110 840 q10 -25 0 -45 M2130 840 q10 -25 0 -45" fill="none" stroke="${C.paper}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;

  // ---- the animator, seated in profile facing the desk
  const skin = SKINS[2];
  const hair = '#2a2340';
  const sweater = C.vermilion;
  const pants = C.ink;
  let a = '';
  // stool
  a += `<rect x="1250" y="1095" width="22" height="200" fill="${shade(C.mustard, 0.35)}"/><rect x="1400" y="1095" width="22" height="200" fill="${shade(C.mustard, 0.35)}"/><rect x="1262" y="1210" width="150" height="14" rx="6" fill="${shade(C.mustard, 0.35)}"/>`;
  a += `<ellipse cx="1335" cy="1090" rx="130" ry="28" fill="${C.mustard}"/>`;
  // back leg (further away, slightly darker)
  a += `<path d="M1330 1060 L1520 1060 L1510 1270" fill="none" stroke="${shade(pants, 0.3)}" stroke-width="66" stroke-linecap="round" stroke-linejoin="round"/>`;
  a += `<ellipse cx="1545" cy="1282" rx="62" ry="24" fill="${shade(C.teal, 0.55)}"/>`;
  // front leg
  a += `<path d="M1300 1050 L1480 1065 L1470 1270" fill="none" stroke="${pants}" stroke-width="72" stroke-linecap="round" stroke-linejoin="round"/>`;
  a += `<ellipse cx="1505" cy="1290" rx="66" ry="26" fill="${C.teal}"/>`;
  // back arm resting on the desk
  a += `<path d="M1390 820 L1480 960 L1620 930" fill="none" stroke="${shade(sweater, 0.3)}" stroke-width="56" stroke-linecap="round" stroke-linejoin="round"/>`;
  a += `<circle cx="1640" cy="928" r="26" fill="${shade(skin, 0.15)}"/>`;
  // torso leaning forward
  a += `<path d="M1225 1075 Q1205 900 1290 800 Q1340 745 1420 770 Q1480 790 1470 850 L1430 1075 Q1330 1100 1225 1075 Z" fill="${sweater}"/>`;
  a += `<path d="M1290 820 Q1330 860 1320 1000" fill="none" stroke="${shade(sweater, 0.2)}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
  a += `<path d="M1232 1040 Q1330 1065 1438 1040 L1434 1075 Q1330 1100 1226 1075 Z" fill="${shade(sweater, 0.2)}"/>`;
  // neck and head
  a += `<path d="M1420 720 L1460 700 L1480 770 L1432 790 Z" fill="${shade(skin, 0.1)}"/>`;
  a += `<circle cx="1490" cy="640" r="92" fill="${skin}"/>`;
  // nose, closed concentrating eye, glasses, blush, mouth
  a += `<path d="M1578 640 q22 14 2 30" fill="${skin}" stroke="none"/>`;
  a += `<path d="M1536 628 q14 10 28 0" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>`;
  a += `<circle cx="1548" cy="630" r="30" fill="none" stroke="${C.ink}" stroke-width="6"/><path d="M1518 624 L1470 612" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>`;
  a += `<circle cx="1540" cy="676" r="16" fill="${C.vermilion}" opacity="0.35"/>`;
  a += `<path d="M1556 700 q12 6 22 -2" fill="none" stroke="${C.ink}" stroke-width="5" stroke-linecap="round"/>`;
  // hair: a cap over the back of the head and a big curly bun
  a += `<path d="M1400 660 Q1385 560 1470 545 Q1560 535 1580 600 Q1530 575 1500 600 Q1470 620 1470 660 Q1460 700 1430 720 Q1405 700 1400 660 Z" fill="${hair}"/>`;
  for (const [x, y, r] of [
    [1395, 560, 44],
    [1360, 600, 38],
    [1430, 520, 40],
    [1370, 520, 36],
    [1410, 610, 34],
  ])
    a += `<circle cx="${x}" cy="${y}" r="${r}" fill="${hair}"/>`;
  a += `<path d="M1385 520 q-14 28 8 50 M1420 555 q20 -16 10 -40" fill="none" stroke="${tint(hair, 0.2)}" stroke-width="6" stroke-linecap="round"/>`;
  a += `<circle cx="1458" cy="660" r="20" fill="${shade(skin, 0.12)}"/>`;
  a += `<rect x="1405" y="470" width="12" height="90" rx="5" fill="${C.mustard}" transform="rotate(-35 1411 515)"/>`;
  // front arm drawing on the light table, pencil in hand
  a += `<path d="M1370 830 L1470 980 L1700 800" fill="none" stroke="${sweater}" stroke-width="60" stroke-linecap="round" stroke-linejoin="round"/>`;
  a += `<path d="M1668 826 L1712 790" stroke="${tint(sweater, 0.3)}" stroke-width="62" stroke-linecap="butt"/>`;
  a += `<circle cx="1730" cy="780" r="30" fill="${skin}"/>`;
  a += `<g transform="rotate(30 1760 760)"><rect x="1745" y="680" width="16" height="120" rx="3" fill="${C.mustard}"/><rect x="1745" y="672" width="16" height="16" rx="3" fill="${tint(C.vermilion, 0.4)}"/><path d="M1745 800 L1761 800 L1753 826 Z" fill="#e8c9a0"/><path d="M1750 816 L1756 816 L1753 826 Z" fill="${C.ink}"/></g>`;
  s += `<g filter="url(#soft)">${a}</g>`;

  // ---- flipbook pages flying up and to the left, each a frame of the bouncing ball
  const pages = 11;
  let flight = `<path d="M1820 480 C1600 120 1000 60 560 330" fill="none" stroke="${C.ink}" stroke-width="4" stroke-dasharray="4 18" stroke-linecap="round" opacity="0.35"/>`;
  flight += `<path d="M1760 520 C1560 260 1100 230 720 420" fill="none" stroke="${C.ink}" stroke-width="4" stroke-dasharray="4 18" stroke-linecap="round" opacity="0.25"/>`;
  for (let i = 0; i < pages; i += 1) {
    const t = i / (pages - 1);
    const x = 1700 - t * 1080 + R.range(-30, 30);
    const y = 430 - Math.sin(t * Math.PI * 0.9) * 250 + t * 20 + R.range(-35, 35);
    const w = 190 - t * 70;
    const h = w * 0.72;
    const rot = R.range(-28, 28) + t * 20;
    const ballT = (i % 6) / 5;
    const bx = -w * 0.35 + ballT * w * 0.7;
    const by = h * 0.28 - Math.abs(Math.sin(ballT * Math.PI * 1.5)) * h * 0.45;
    let pg = `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${C.paper}"/>`;
    pg += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w * 0.12)}" height="${f(h)}" rx="6" fill="${shade(C.paper, 0.08)}"/>`;
    pg += `<path d="M${f(-w * 0.38)} ${f(h * 0.36)} L${f(w * 0.42)} ${f(h * 0.36)}" stroke="${C.ink}" stroke-width="3" opacity="0.35"/>`;
    pg += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(w * 0.07)}" fill="${i % 3 === 0 ? C.vermilion : 'none'}" stroke="${C.ink}" stroke-width="3"/>`;
    pg += `<text x="${f(w * 0.42)}" y="${f(-h * 0.3)}" text-anchor="end" font-family="sans-serif" font-size="${f(w * 0.1)}" fill="${C.ink}" opacity="0.5">${i + 1}</text>`;
    flight += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" filter="url(#drop)">${pg}</g>`;
  }
  // sparkles
  for (const [x, y, r, c] of [
    [1160, 260, 22, C.paper],
    [880, 520, 16, C.vermilion],
    [1320, 120, 14, C.teal],
    [700, 200, 12, C.mustard],
    [2260, 760, 18, C.paper],
  ])
    flight += `<path d="${star4(x, y, r)}" fill="${c}"/>`;
  s += flight;
  s += `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.18"/>`;
  return svgDoc(W, H, defs, s);
}

/* ================================================================================================= placeholder, og */

function noImageSvg() {
  const W = 1200;
  const H = 900;
  const ink = C.ink;
  let defs = grainFilter('grain', 5, 0.8) + shadowFilter('drop', 6, 0, 8, 0.18);
  let s = `<rect width="${W}" height="${H}" fill="${C.paper}"/><rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.2"/>`;
  // the empty frame with crop marks
  const fx = 330;
  const fy = 150;
  const fw = 540;
  const fh = 380;
  s += `<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" rx="18" fill="${tint(C.lilac, 0.75)}"/>`;
  s += `<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" rx="18" fill="none" stroke="${tint(ink, 0.55)}" stroke-width="4" stroke-dasharray="18 14"/>`;
  for (const [x, y, dx, dy] of [
    [fx - 30, fy - 30, 1, 1],
    [fx + fw + 30, fy - 30, -1, 1],
    [fx - 30, fy + fh + 30, 1, -1],
    [fx + fw + 30, fy + fh + 30, -1, -1],
  ])
    s += `<path d="M${x} ${y + dy * 46} L${x} ${y} L${x + dx * 46} ${y}" fill="none" stroke="${tint(ink, 0.3)}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  // a faint sketch inside: hills, sun, a loose line still being drawn
  s += `<circle cx="${fx + 400}" cy="${fy + 120}" r="44" fill="none" stroke="${tint(ink, 0.6)}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  s += `<path d="M${fx + 40} ${fy + 300} Q${fx + 150} ${fy + 200} ${fx + 260} ${fy + 280} T${fx + 500} ${fy + 250}" fill="none" stroke="${tint(ink, 0.5)}" stroke-width="5" stroke-linecap="round"/>`;
  s += `<path d="M${fx + 90} ${fy + 340} Q${fx + 220} ${fy + 290} ${fx + 330} ${fy + 330}" fill="none" stroke="${tint(ink, 0.65)}" stroke-width="4" stroke-linecap="round" stroke-dasharray="3 12"/>`;
  // the pencil, resting across the frame's corner and finishing the line
  let pencil = `<rect x="0" y="-22" width="330" height="44" rx="6" fill="${C.mustard}"/>`;
  pencil += `<rect x="0" y="-22" width="330" height="14" fill="${tint(C.mustard, 0.35)}"/><rect x="0" y="8" width="330" height="14" fill="${shade(C.mustard, 0.15)}"/>`;
  pencil += `<rect x="-62" y="-22" width="52" height="44" rx="10" fill="${tint(C.vermilion, 0.35)}"/><rect x="-14" y="-24" width="26" height="48" fill="#b9b6c2"/><path d="M-6 -24 L-6 24 M4 -24 L4 24" stroke="#8f8b9c" stroke-width="3"/>`;
  pencil += `<path d="M330 -22 L410 0 L330 22 Z" fill="#ecc896"/><path d="M386 -7 L410 0 L386 7 Z" fill="${ink}"/>`;
  s += `<g transform="translate(${fx + 150} ${fy + 440}) rotate(-28)" filter="url(#drop)">${pencil}</g>`;
  s += `<text x="${W / 2}" y="${fy + fh + 190}" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${ink}" opacity="0.78" letter-spacing="1">Image coming soon</text>`;
  s += `<text x="${W / 2}" y="${fy + fh + 238}" text-anchor="middle" font-family="sans-serif" font-size="24" fill="${ink}" opacity="0.5" letter-spacing="3">STILL ON THE LIGHT TABLE</text>`;
  return svgDoc(W, H, defs, s);
}

/** A protected project's face when it has no public picture: a folder tied shut, stamped "UNDER NDA". */
function ndaSvg() {
  const W = 1200;
  const H = 900;
  const ink = C.ink;
  const folder = tint(C.mustard, 0.35);
  let defs = grainFilter('grain', 11, 0.8) + shadowFilter('drop', 8, 0, 10, 0.2);
  let s = `<rect width="${W}" height="${H}" fill="${tint(C.lilac, 0.55)}"/><rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.22"/>`;
  // the folder: a tab, the back, a few sheets peeking out, the front
  const fx = 270;
  const fy = 210;
  const fw = 660;
  const fh = 470;
  let g = `<path d="M${fx} ${fy + 30} q0 -30 30 -30 h170 q20 0 30 20 l14 26 h386 q30 0 30 30 v${fh - 46} h-${fw} Z" fill="${shade(folder, 0.12)}"/>`;
  for (const [dx, dy, rot] of [
    [40, -26, -3],
    [70, -14, 2],
  ])
    g += `<rect x="${fx + dx}" y="${fy + 40 + dy}" width="${fw - 120}" height="${fh - 90}" fill="${C.paper}" transform="rotate(${rot} ${fx + fw / 2} ${fy + fh / 2})"/>`;
  g += `<path d="M${fx} ${fy + 90} h${fw} v${fh - 90} h-${fw} Z" fill="${folder}"/>`;
  // the string tie, wound round two buttons
  g += `<circle cx="${fx + fw / 2 - 40}" cy="${fy + fh - 60}" r="18" fill="${shade(folder, 0.3)}"/><circle cx="${fx + fw / 2 + 40}" cy="${fy + fh - 60}" r="18" fill="${shade(folder, 0.3)}"/>`;
  g += `<path d="M${fx + fw / 2 - 40} ${fy + fh - 60} C${fx + fw / 2 - 10} ${fy + fh - 110} ${fx + fw / 2 + 10} ${fy + fh - 10} ${fx + fw / 2 + 40} ${fy + fh - 60} C${fx + fw / 2 + 70} ${fy + fh - 100} ${fx + fw / 2 + 120} ${fy + fh - 20} ${fx + fw / 2 + 150} ${fy + fh + 10}" fill="none" stroke="${C.vermilion}" stroke-width="5" stroke-linecap="round"/>`;
  s += `<g filter="url(#drop)">${g}</g>`;
  // the stamp, slightly askew
  const stamp = `<rect x="-200" y="-62" width="400" height="124" rx="14" fill="none" stroke="${C.vermilion}" stroke-width="10"/><text x="0" y="26" text-anchor="middle" font-family="sans-serif" font-size="74" font-weight="800" fill="${C.vermilion}" letter-spacing="6">UNDER NDA</text>`;
  s += `<g transform="translate(${fx + fw / 2} ${fy + 250}) rotate(-8)" opacity="0.88">${stamp}</g>`;
  s += `<text x="${W / 2}" y="${fy + fh + 120}" text-anchor="middle" font-family="sans-serif" font-size="26" fill="${ink}" opacity="0.6" letter-spacing="4">SHOWN ON REQUEST</text>`;
  return svgDoc(W, H, defs, s);
}

function ogSvg() {
  const W = 1200;
  const H = 630;
  const R = makeRandom(hashString('og'));
  let defs = grainFilter('grain', 9, 0.8) + shadowFilter('drop', 8, 0, 10, 0.25);
  defs += `<clipPath id="disc"><circle cx="925" cy="315" r="232"/></clipPath>`;
  defs += skyGradient('sky', [tint(C.mustard, 0.45), tint(C.vermilion, 0.55)]);
  let s = `<rect width="${W}" height="${H}" fill="${C.paper}"/>`;
  // the round key-art window
  let scene = `<rect x="600" y="0" width="600" height="630" fill="url(#sky)"/>`;
  scene += `<circle cx="980" cy="190" r="60" fill="${C.vermilion}"/><circle cx="980" cy="190" r="92" fill="${C.vermilion}" opacity="0.15"/>`;
  scene += cloud(790, 170, 70, C.paper, 0.9);
  const hills = [tint(C.teal, 0.5), C.leaf, C.teal, shade(C.teal, 0.35)];
  hills.forEach((c, i) => {
    const fn = ridge(R, 600, 330 + i * 55, 24 - i * 3);
    scene += `<path d="${ridgePath(fn, 600, 640).replace(/(-?\d+(\.\d+)?) (-?\d+(\.\d+)?)/g, (m, x, _a, y) => `${f(Number(x) + 600)} ${y}`)}" fill="${c}"/>`;
  });
  const g = girl({
    x: 900,
    y: 505,
    h: 130,
    pose: 'kite',
    hairStyle: 'pigtails',
    dress: C.teal,
    skin: SKINS[2],
    hair: '#2a2340',
    shoe: C.vermilion,
  });
  scene += `<path d="M${f(g.hand[0])} ${f(g.hand[1])} Q960 330 1040 300" fill="none" stroke="${C.ink}" stroke-width="2" opacity="0.6"/>`;
  scene += `<path d="${crescent(1050, 285, 34)}" fill="${C.mustard}" stroke="${shade(C.mustard, 0.2)}" stroke-width="2"/>`;
  scene += g.svg;
  s += `<circle cx="925" cy="315" r="250" fill="${C.ink}"/>`;
  s += `<g clip-path="url(#disc)">${scene}</g>`;
  s += `<circle cx="925" cy="315" r="272" fill="none" stroke="${C.vermilion}" stroke-width="5" stroke-dasharray="20 16"/>`;
  // film-strip rule under the text
  let strip = `<rect x="70" y="470" width="500" height="44" fill="${C.ink}"/>`;
  for (let x = 80; x < 560; x += 24)
    strip += `<rect x="${x}" y="476" width="12" height="8" rx="2" fill="${C.paper}"/><rect x="${x}" y="500" width="12" height="8" rx="2" fill="${C.paper}"/>`;
  [C.vermilion, C.mustard, C.teal, C.lilac, C.sky, C.leaf].forEach((c, i) => {
    strip += `<rect x="${80 + i * 80}" y="487" width="72" height="10" fill="${c}"/>`;
  });
  s += strip;
  s += `<text x="66" y="225" font-family="sans-serif" font-size="74" font-weight="700" fill="${C.ink}" letter-spacing="-1">Lia</text>`;
  s += `<text x="66" y="308" font-family="sans-serif" font-size="74" font-weight="700" fill="${C.ink}" letter-spacing="-1">Montenegro</text>`;
  s += `<text x="70" y="400" font-family="sans-serif" font-size="27" fill="${C.teal}" font-weight="700">2D Animation · Direction · Voice</text>`;
  s += `<path d="${star4(560, 130, 18)}" fill="${C.mustard}"/>`;
  s += `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.18"/>`;
  return svgDoc(W, H, defs, s);
}

/* ================================================================================================= client logos */

const INK = C.ink;
/** Marks drawn in a 48×48 box, single colour; holes are real holes (even-odd paths or masks). */
const MARKS = {
  bird: () =>
    `<path d="M6 30 C6 18 16 10 27 12 C33 13 37 17 38 21 L46 20 L39 26 C38 36 29 42 19 40 L8 46 L11 37 C8 35 6 33 6 30 Z M30 19 a2.5 2.5 0 1 0 0.1 0 Z" fill-rule="evenodd"/>`,
  popcorn: () =>
    `<circle cx="14" cy="14" r="7"/><circle cx="24" cy="9" r="8"/><circle cx="34" cy="14" r="7"/><circle cx="19" cy="19" r="6"/><circle cx="29" cy="19" r="6"/><path d="M9 21 L39 21 L35 46 L13 46 Z M17 25 L19 42 L22 42 L21 25 Z M27 25 L26 42 L29 42 L31 25 Z" fill-rule="evenodd"/>`,
  flower: () => {
    let d = '';
    for (let i = 0; i < 5; i += 1) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      d += `<ellipse cx="${f(24 + Math.cos(a) * 12)}" cy="${f(24 + Math.sin(a) * 12)}" rx="8" ry="11" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(24 + Math.cos(a) * 12)} ${f(24 + Math.sin(a) * 12)})"/>`;
    }
    return `<mask id="m"><rect width="48" height="48" fill="#fff"/><circle cx="24" cy="24" r="5" fill="#000"/></mask><g mask="url(#m)">${d}<circle cx="24" cy="24" r="9"/></g>`;
  },
  berries: () =>
    `<circle cx="16" cy="30" r="10"/><circle cx="32" cy="32" r="9"/><circle cx="24" cy="17" r="8"/><path d="M24 9 C26 2 34 1 40 4 C36 9 30 10 24 9 Z"/>`,
  dots: () => {
    let d = '';
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 8) * Math.PI * 2;
      d += `<circle cx="${f(24 + Math.cos(a) * 17)}" cy="${f(24 + Math.sin(a) * 17)}" r="${i % 2 ? 4 : 5.5}"/>`;
    }
    return d;
  },
  cashew: () =>
    `<path d="M12 6 C20 2 34 3 38 10 C42 18 36 26 24 26 C12 26 6 18 8 11 C9 8 10 7 12 6 Z"/><path d="M16 30 C22 28 28 30 30 36 C31 40 35 41 37 38 C40 44 34 48 27 46 C20 44 14 40 14 35 C14 33 15 31 16 30 Z"/>`,
  wind: () =>
    `<g fill="none" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"><path d="M4 16 H30 a6 6 0 1 0 -6 -6"/><path d="M4 26 H38 a6 6 0 1 1 -6 6"/><path d="M8 36 H22"/></g>`,
  film: () =>
    `<path d="M4 8 H44 V40 H4 Z M8 12 V16 H12 V12 Z M8 22 V26 H12 V22 Z M8 32 V36 H12 V32 Z M36 12 V16 H40 V12 Z M36 22 V26 H40 V22 Z M36 32 V36 H40 V32 Z M19 15 V33 L31 24 Z" fill-rule="evenodd"/>`,
  drum: () =>
    `<g fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"><ellipse cx="24" cy="14" rx="18" ry="7"/><path d="M6 14 V34 C6 38 14 41 24 41 C34 41 42 38 42 34 V14"/><path d="M6 24 L14 36 L20 24 L28 36 L34 24 L42 34"/></g>`,
  firefly: () =>
    `<circle cx="24" cy="30" r="16" fill="none" stroke="${INK}" stroke-width="2" stroke-dasharray="3 4"/><ellipse cx="24" cy="28" rx="6" ry="10"/><circle cx="24" cy="15" r="5"/><ellipse cx="15" cy="22" rx="8" ry="4" transform="rotate(-25 15 22)"/><ellipse cx="33" cy="22" rx="8" ry="4" transform="rotate(25 33 22)"/>`,
  brittle: () =>
    `<path d="M6 10 L38 4 L44 36 L12 44 Z M16 16 a3 3 0 1 0 0.1 0 Z M28 14 a3.5 3.5 0 1 0 0.1 0 Z M22 26 a3 3 0 1 0 0.1 0 Z M33 27 a3 3 0 1 0 0.1 0 Z M18 35 a3 3 0 1 0 0.1 0 Z" fill-rule="evenodd"/>`,
  head: () =>
    `<path d="M24 4 C36 4 44 12 44 24 C44 30 41 34 38 36 V44 H20 V40 H12 V32 L6 30 L10 22 C10 12 15 4 24 4 Z M26 14 C20 14 18 20 22 23 C25 25 29 22 27 19" fill-rule="evenodd"/>`,
  bottle: () =>
    `<path d="M20 2 H28 V12 C34 16 36 20 36 26 V44 C36 46 34 47 32 47 H16 C14 47 12 46 12 44 V26 C12 20 14 16 20 12 Z M16 28 V38 H32 V28 Z" fill-rule="evenodd"/>`,
  train: () =>
    `<path d="M6 34 C6 20 18 12 34 12 H44 V34 Z M28 18 C22 18 16 22 14 27 H30 V18 Z"  fill-rule="evenodd"/><rect x="6" y="38" width="38" height="4" rx="2"/><rect x="0" y="18" width="8" height="3" rx="1.5"/><rect x="0" y="26" width="5" height="3" rx="1.5"/>`,
  leaf: () => `<path d="M6 42 C6 20 20 6 44 4 C44 28 30 42 6 42 Z M10 40 L36 12 L38 14 L12 42 Z" fill-rule="evenodd"/>`,
  fold: () =>
    `<path d="M6 6 H30 L42 18 V42 H6 Z M30 6 V18 H42 Z" fill-rule="evenodd"/><path d="M30 6 L30 18 L42 18 Z" opacity="0.45"/>`,
  eye: () =>
    `<path d="M24 4 a20 20 0 1 0 0.1 0 Z M24 12 a12 12 0 1 1 -0.1 0 Z" fill-rule="evenodd"/><circle cx="24" cy="24" r="6"/><path d="M24 0 C28 -2 34 0 36 4 C31 6 27 5 24 4 Z" transform="translate(0 2)"/>`,
  pencil: () =>
    `<g transform="rotate(-45 24 24)"><rect x="4" y="18" width="30" height="12"/><path d="M34 18 L45 24 L34 30 Z"/><rect x="-2" y="18" width="4" height="12"/></g>`,
  waves: () =>
    `<g fill="none" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"><path d="M4 14 q5 -6 10 0 t10 0 t10 0 t10 0"/><path d="M4 26 q5 -6 10 0 t10 0 t10 0 t10 0"/><path d="M4 38 q5 -6 10 0 t10 0 t10 0 t10 0"/></g>`,
  drop: () =>
    `<path d="M24 3 C30 14 40 22 40 31 C40 40 33 46 24 46 C15 46 8 40 8 31 C8 22 18 14 24 3 Z M16 30 C16 36 19 39 23 40 L22 37 C20 36 19 34 19 30 Z" fill-rule="evenodd"/>`,
  swallow: () =>
    `<path d="M2 12 C12 12 20 18 24 24 C28 18 36 12 46 12 C40 20 32 26 28 30 L34 46 L24 36 L14 46 L20 30 C16 26 8 20 2 12 Z"/>`,
  kiskadee: () =>
    `<mask id="m"><rect width="48" height="48" fill="#fff"/><rect x="4" y="17" width="36" height="6" fill="#000"/></mask><g mask="url(#m)"><circle cx="22" cy="24" r="18"/></g><path d="M38 20 L47 24 L38 27 Z"/>`,
  penguin: () =>
    `<path d="M24 2 C34 2 40 12 40 26 C40 38 34 46 24 46 C14 46 8 38 8 26 C8 12 14 2 24 2 Z M24 18 C18 18 15 24 15 31 C15 38 19 42 24 42 C29 42 33 38 33 31 C33 24 30 18 24 18 Z M18 12 a2.5 2.5 0 1 0 0.1 0 Z M30 12 a2.5 2.5 0 1 0 0.1 0 Z" fill-rule="evenodd"/>`,
  tree: () =>
    `<circle cx="16" cy="18" r="10"/><circle cx="26" cy="12" r="10"/><circle cx="34" cy="20" r="9"/><circle cx="24" cy="22" r="9"/><path d="M22 26 H26 V46 H22 Z M24 34 L32 28 L33 30 L25 37 Z"/>`,
  bars: () =>
    [8, 18, 30, 22, 36, 16, 26]
      .map((h, i) => `<rect x="${2 + i * 6.4}" y="${24 - h / 2}" width="4.2" height="${h}" rx="2.1"/>`)
      .join(''),
  cactus: () =>
    `<path d="M20 46 V8 a4 4 0 0 1 8 0 V46 Z"/><path d="M20 30 H12 a4 4 0 0 1 -4 -4 V14 a3 3 0 0 1 6 0 V24 H20 Z"/><path d="M28 24 H34 V12 a3 3 0 0 1 6 0 V24 a6 6 0 0 1 -6 6 H28 Z"/>`,
  moon: () => `<path d="M30 4 A20 20 0 1 0 44 34 A16 16 0 1 1 30 4 Z"/><circle cx="38" cy="10" r="3"/>`,
  bun: () =>
    `<path d="M24 6 C36 6 44 14 44 26 C44 36 36 42 24 42 C12 42 4 36 4 26 C4 14 12 6 24 6 Z M16 18 a3 3 0 1 0 0.1 0 Z M28 14 a3 3 0 1 0 0.1 0 Z M32 26 a3.5 3.5 0 1 0 0.1 0 Z M19 30 a3 3 0 1 0 0.1 0 Z" fill-rule="evenodd"/>`,
  anteater: () =>
    `<path d="M2 26 L18 18 C24 14 34 14 40 20 C44 24 46 30 46 36 C40 32 36 34 34 40 H30 L28 34 H20 L18 40 H14 L14 30 C10 28 6 27 2 26 Z"/>`,
  mountains: () => `<circle cx="34" cy="12" r="6"/><path d="M2 42 L16 16 L24 28 L30 20 L46 42 Z"/>`,
  bicycle: () =>
    `<g fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"><circle cx="11" cy="32" r="8.5"/><circle cx="37" cy="32" r="8.5"/><path d="M11 32 L19 18 H33 L37 32 M19 18 L25 32 L33 18 M17 13 H23 M31 12 L33 18"/></g>`,
  coin: () =>
    `<path d="M24 2 a22 22 0 1 0 0.1 0 Z M24 7 a17 17 0 1 1 -0.1 0 Z" fill-rule="evenodd"/><path d="M17 14 C21 11 29 11 32 15 C34 19 31 23 24 23 C18 23 14 20 15 17 Z"/><path d="M19 26 C23 25 27 27 28 30 C29 33 31 33 32 31 C33 35 30 38 26 37 C22 36 18 33 18 30 Z"/>`,
  gamepad: () =>
    `<path d="M14 12 H34 C42 12 46 20 46 30 C46 38 42 42 38 40 L32 34 H16 L10 40 C6 42 2 38 2 30 C2 20 6 12 14 12 Z M11 21 V25 H7 V29 H11 V33 H15 V29 H19 V25 H15 V21 Z M34 21 a2.8 2.8 0 1 0 0.1 0 Z M39 27 a2.8 2.8 0 1 0 0.1 0 Z" fill-rule="evenodd"/><path d="M20 4 C24 2 28 4 28 8 C24 9 21 8 20 4 Z"/>`,
  star: () => `<polygon points="${star5(24, 25, 22, 0.45)}"/>`,
  square: () => `<rect x="8" y="8" width="32" height="32" rx="4" transform="rotate(45 24 24)"/>`,
};

const MARK_FOR = [
  [/Sabiá/, 'bird'],
  [/Pipoca/, 'popcorn'],
  [/Ipê/, 'flower'],
  [/Jabuticaba/, 'berries'],
  [/Ciranda/, 'dots'],
  [/Cajuína/, 'bottle'],
  [/Cajueiro/, 'coin'],
  [/Caju Games/, 'gamepad'],
  [/Caju/, 'cashew'],
  [/Ventania/, 'wind'],
  [/Curta/, 'film'],
  [/Maracatu/, 'drum'],
  [/Vagalume/, 'firefly'],
  [/Moleque/, 'brittle'],
  [/Vento/, 'head'],
  [/Trem/, 'train'],
  [/Bananeira/, 'leaf'],
  [/Papel/, 'fold'],
  [/Guaraná/, 'eye'],
  [/Lápis/, 'pencil'],
  [/Maré/, 'waves'],
  [/Aquarela/, 'drop'],
  [/Passarinho/, 'swallow'],
  [/Bem-te-vi/, 'kiskadee'],
  [/Pinguim/, 'penguin'],
  [/Jacarandá/, 'tree'],
  [/Onda/, 'bars'],
  [/Mandacaru/, 'cactus'],
  [/Lua/, 'moon'],
  [/Pão/, 'bun'],
  [/Tamanduá/, 'anteater'],
  [/Serra/, 'mountains'],
  [/Tico/, 'bicycle'],
];

const PREFIXES = [
  'Canal',
  'TV',
  'Rede',
  'Festival',
  'Discos',
  'Editora',
  'Estúdio',
  'Banco',
  'Tintas',
  'Tênis',
  'Mercado',
  'Sorvetes',
  'Cinemateca',
  'Selo',
  'Instituto',
  'Café',
  'Bicicletas',
  'Refrescos',
  'Biscoitos',
];
const SUFFIXES = [
  'Kids',
  'Animação',
  'Filmes',
  'Studio',
  'Motion',
  'Telecom',
  'Streaming',
  'Podcasts',
  'Games',
  'Cultural',
];

/** Rough advance widths of Helvetica/Arial, in em, to fit a name in the box. */
function textWidth(text, size, weight, spacing) {
  let w = 0;
  for (const ch of text) {
    let e;
    if (ch === ' ') e = 0.28;
    else if ("iljtfrI.,:;!|'".includes(ch)) e = 0.3;
    else if ('mwMW'.includes(ch)) e = 0.86;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) e = 0.7;
    else e = 0.56;
    w += e * (weight >= 700 ? 1.07 : 1) * size + spacing;
  }
  return w - spacing;
}
function fitSize(text, maxW, maxSize, weight, spacingEm) {
  let size = maxSize;
  while (size > 8 && textWidth(text, size, weight, size * spacingEm) > maxW) size -= 0.5;
  return size;
}

const LOGO_STYLES = [
  { layout: 'left', weight: 700, case: 'title', spacing: 0 },
  { layout: 'stack', weight: 800, case: 'upper', spacing: 0.02 },
  { layout: 'top', weight: 700, case: 'lower', spacing: -0.02 },
  { layout: 'badge', weight: 400, case: 'upper', spacing: 0.12 },
  { layout: 'right', weight: 700, case: 'title', spacing: -0.01 },
  { layout: 'stack', weight: 400, case: 'lower', spacing: 0 },
  { layout: 'left', weight: 800, case: 'upper', spacing: 0.06 },
  { layout: 'top', weight: 400, case: 'upper', spacing: 0.2 },
];

function applyCase(text, mode) {
  if (mode === 'upper') return text.toUpperCase();
  if (mode === 'lower') return text.toLowerCase();
  return text;
}

function logoSvg(name, index) {
  const style = LOGO_STYLES[index % LOGO_STYLES.length];
  // vary a second axis so no two logos with the same layout look alike
  const variant = Math.floor(index / LOGO_STYLES.length);
  const markName = (MARK_FOR.find(([re]) => re.test(name)) ?? [null, ['star', 'square'][index % 2]])[1];
  const maskId = `mark-${index + 1}`;
  const mark = MARKS[markName]()
    .replace(/id="m"/g, `id="${maskId}"`)
    .replace(/url\(#m\)/g, `url(#${maskId})`);
  const words = name.split(' ');
  let main = name;
  let desc = '';
  if (PREFIXES.includes(words[0]) && words.length > 1) {
    desc = words[0];
    main = words.slice(1).join(' ');
  } else if (SUFFIXES.includes(words.at(-1)) && words.length > 1) {
    desc = words.at(-1);
    main = words.slice(0, -1).join(' ');
  }
  const fam = 'Helvetica, Arial, sans-serif';
  const t = (x, y, text, size, weight, anchor, spacingEm, extra = '') =>
    `<text x="${f(x)}" y="${f(y)}" font-family="${fam}" font-size="${f(size)}" font-weight="${weight}" letter-spacing="${f(size * spacingEm)}" text-anchor="${anchor}"${extra}>${esc(text)}</text>`;
  const markAt = (x, y, size) => `<g transform="translate(${f(x)} ${f(y)}) scale(${f(size / 48)})">${mark}</g>`;
  let body = '';
  const mainText = applyCase(main, style.case);
  const descText = applyCase(desc, style.case === 'lower' ? 'lower' : 'upper');
  const fullText = applyCase(name, style.case);
  switch (style.layout) {
    case 'left': {
      const m = 44 + variant * 2;
      body += markAt(8, 48 - m / 2, m);
      const avail = 240 - 8 - m - 14 - 6;
      const x = 8 + m + 14;
      const one = fitSize(fullText, avail, 30, style.weight, style.spacing);
      if (one >= 20 || !desc) body += t(x, 48 + one * 0.36, fullText, one, style.weight, 'start', style.spacing);
      else {
        const a = fitSize(mainText, avail, 30, style.weight, style.spacing);
        const b = Math.min(a * 0.62, fitSize(descText, avail, 16, 400, 0.08));
        body += t(x, 48 - 2, mainText, a, style.weight, 'start', style.spacing);
        body += t(x, 48 + b + 4, descText, b, 400, 'start', 0.08);
      }
      break;
    }
    case 'right': {
      const m = 40;
      const avail = 240 - 8 - m - 12 - 6;
      const size = fitSize(fullText, avail, 30, style.weight, style.spacing);
      body += t(6, 48 + size * 0.36, fullText, size, style.weight, 'start', style.spacing);
      const w = Math.min(avail, textWidth(fullText, size, style.weight, size * style.spacing));
      body += markAt(6 + w + 12, 48 - m / 2, m);
      break;
    }
    case 'stack': {
      const m = 40;
      body += markAt(10, 48 - m / 2, m);
      const x = 10 + m + 12;
      const avail = 240 - x - 6;
      const a = fitSize(mainText, avail, 34, style.weight, style.spacing);
      body += t(x, 48 + (desc ? 0 : a * 0.36), mainText, a, style.weight, 'start', style.spacing);
      if (desc) {
        const b = fitSize(descText, avail, 12, 400, 0.3);
        body += `<rect x="${f(x)}" y="${f(48 + 7)}" width="${f(Math.min(avail, textWidth(descText, b, 400, b * 0.3)))}" height="1.5"/>`;
        body += t(x, 48 + 9 + b + 1, descText, b, 400, 'start', 0.3);
      }
      break;
    }
    case 'top': {
      const m = 34;
      body += markAt(120 - m / 2, 6, m);
      const size = fitSize(fullText, 228, 24, style.weight, style.spacing);
      body += t(120, 6 + m + 10 + size * 0.72, fullText, size, style.weight, 'middle', style.spacing);
      break;
    }
    case 'badge': {
      const r = 30;
      const cx = 8 + r;
      body += `<circle cx="${cx}" cy="48" r="${r}" fill="none" stroke="${INK}" stroke-width="3"/>`;
      body += markAt(cx - 19, 48 - 19, 38);
      const x = cx + r + 12;
      const avail = 240 - x - 4;
      if (desc) {
        const a = fitSize(mainText, avail, 26, 700, 0);
        const b = fitSize(descText, avail, 13, style.weight, style.spacing);
        body += t(x, 48 - 1, mainText, a, 700, 'start', 0);
        body += t(x, 48 + b + 5, descText, b, style.weight, 'start', style.spacing);
      } else {
        const a = fitSize(fullText, avail, 24, 700, style.spacing);
        body += t(x, 48 + a * 0.36, fullText, a, 700, 'start', style.spacing);
      }
      break;
    }
    default:
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${esc(name)}"><title>${esc(name)}</title><g fill="${INK}">${body}</g></svg>\n`;
}

/* ================================================================================================= icons */

function iconSvg(size = 512) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${size}" height="${size}"><rect width="512" height="512" rx="112" fill="${C.vermilion}"/><g fill="none" stroke="${C.paper}" stroke-width="50" stroke-linecap="round" stroke-linejoin="round"><path d="M120 150 V362 H208"/><path d="M270 362 V150 L331 258 L392 150 V362"/></g><circle cx="432" cy="92" r="20" fill="${C.mustard}"/></svg>\n`;
}

/** A .ico holding PNG images (Vista+ format): ICONDIR, one ICONDIRENTRY per image, then the PNG bytes. */
function buildIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

async function drawIcons() {
  const svg = iconSvg();
  writeFileSync(path.join(PUBLIC, 'icon.svg'), svg);
  await writePng(path.join(PUBLIC, 'icon-192.png'), svg, 192);
  await writePng(path.join(PUBLIC, 'icon-512.png'), svg, 512);
  // the touch icon is shown on a square tile: no transparent corners
  const full = svg.replace('rx="112"', 'rx="0"');
  await writePng(path.join(PUBLIC, 'apple-touch-icon.png'), full, 180);
  const small = [];
  for (const size of [32, 16]) {
    const data = await sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    small.push({ size, data });
  }
  writeFileSync(path.join(PUBLIC, 'favicon.ico'), buildIco(small));
}

async function drawLogos() {
  const clients = readClients();
  mkdirSync(path.join(PUBLIC, 'images/clients'), { recursive: true });
  clients.forEach(({ src, alt }, i) => writeFileSync(path.join(PUBLIC, src), logoSvg(alt, i)));
  console.log(`logos: ${clients.length}`);
}

/* ------------------------------------------------------------------------------------------------ main */

async function drawProjects(only) {
  const projects = readProjects().filter((p) => p.imgHref === `/images/projects/${p.slug}.jpg`);
  const { chosen, used } = chooseTemplates(projects);
  const ratios = chooseRatios(projects);
  let bytes = 0;
  const mixCount = {};
  for (const p of projects) {
    if (p.imgHref !== `/images/projects/${p.slug}.jpg`) continue;
    if (only && !only.includes(p.slug) && !only.includes(chosen.get(p.slug))) continue;
    const [label, ratio] = ratios.get(p.slug);
    mixCount[label] = (mixCount[label] ?? 0) + 1;
    const [W, H] = sizeFor(ratio);
    const R = makeRandom(hashString(p.slug));
    const { defs, body } = TEMPLATES[chosen.get(p.slug)](R, W, H, p);
    bytes += await writeJpeg(path.join(PUBLIC, p.imgHref), svgDoc(W, H, defs, body));
  }
  console.log(`projects: ${Object.values(mixCount).reduce((a, b) => a + b, 0)} images, ${(bytes / 1e6).toFixed(2)} MB`);
  console.log('  templates:', JSON.stringify(used));
  if (process.env.ART_DEBUG)
    for (const p of projects)
      console.log(`  ${chosen.get(p.slug).padEnd(10)} ${ratios.get(p.slug)[0].padEnd(5)} ${p.slug}`);
  console.log('  aspect ratios:', JSON.stringify(mixCount));
}

/**
 * The protected projects as their files hold them (nda.protected), read without data/'s door (which needs their
 * private pictures to exist already): the private title, category and roles the templates draw from, and the
 * private pictures (`nda.media`) to draw.
 */
function readSealedProjects() {
  const dir = path.join(contentDir(), 'projects');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const parsed = projectInputSchema.safeParse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
      const project = parsed.success ? parsed.data : undefined;
      if (!project?.nda?.protected) return [];
      const pictures = (project.nda.media ?? []).filter((item) => item.type === 'image' && /\.jpe?g$/i.test(item.src));
      return [{ ...project, pictures }];
    });
}

/**
 * The private pictures of each protected project (its slug, or all with no argument), drawn like the rest from
 * the private title and the project's category: a key frame at sea, then a pencil layout, and so on.
 */
async function drawPrivate(only) {
  const order = ['sea', 'pencil', 'city', 'landscape'];
  let count = 0;
  for (const project of readSealedProjects()) {
    if (only && !only.includes(project.slug)) continue;
    for (const [index, item] of project.pictures.entries()) {
      const p = {
        slug: `${project.slug}:${index}`,
        title: project.title,
        category: project.category,
        role: [project.role].flat().join(', '),
        filter: project.filter.map((key) => `filter-${key}`).join(' '),
      };
      const [W, H] = sizeFor(RATIOS[hashString(p.slug) % RATIOS.length][1]);
      const { defs, body } = TEMPLATES[order[index % order.length]](makeRandom(hashString(p.slug)), W, H, p);
      // Where its path says, under the sample's folder (or under `--out`).
      await writeJpeg(path.join(PUBLIC, item.src), svgDoc(W, H, defs, body));
      count += 1;
    }
  }
  if (count) console.log(`private: ${count} pictures of protected projects, under private/`);
  return count;
}

async function main() {
  const { values, positionals: only } = readCommandLine({ out: { type: 'string' } }, USAGE, { positionals: true });
  if (values.out !== undefined) PUBLIC = path.resolve(values.out);
  const want = (name) => !only.length || only.includes(name);
  const named = ['hero', 'no-image', 'under-nda', 'og', 'logos', 'icons'];
  const projectArgs = only.filter((a) => !named.includes(a));
  // A protected project's slug draws its private pictures (and nothing public: its face has no picture of its own).
  const sealedSlugs = new Set(readSealedProjects().map((project) => project.slug));
  // Every name is checked before anything is drawn. The public projects are read (through data/'s door) only for a
  // name that is none of the others: drawing a protected project's private pictures must work before they exist.
  const others = projectArgs.filter((a) => !sealedSlugs.has(a) && !Object.hasOwn(TEMPLATES, a));
  const slugs = others.length ? new Set(readProjects().map((project) => project.slug)) : new Set();
  const unknown = others.find((a) => !slugs.has(a));
  if (unknown !== undefined) usageError(`Nothing to draw is named '${unknown}'`, USAGE);
  if (want('hero')) await writeJpeg(path.join(PUBLIC, 'images/hero/hero.jpg'), heroSvg(), 82);
  if (want('no-image')) await writeJpeg(path.join(PUBLIC, 'images/projects/no-image.jpg'), noImageSvg());
  if (want('under-nda')) await writeJpeg(path.join(PUBLIC, NDA_PLACEHOLDER), ndaSvg());
  if (want('og')) await writeJpeg(path.join(PUBLIC, 'images/og-default.jpg'), ogSvg(), 85);
  const privateArgs = projectArgs.filter((a) => sealedSlugs.has(a));
  if (!only.length || privateArgs.length) await drawPrivate(privateArgs.length ? privateArgs : null);
  if (want('logos')) await drawLogos();
  if (want('icons')) await drawIcons();
  const publicArgs = projectArgs.filter((a) => !sealedSlugs.has(a));
  if (!only.length || publicArgs.length) await drawProjects(publicArgs.length ? publicArgs : null);
}

/**
 * The drawing code, for tools that animate the same art (tools/generate-sample-media.mjs): importing this file
 * draws nothing; running it (npm run art) does.
 */
export {
  C,
  tint,
  shade,
  hashString,
  makeRandom,
  smooth,
  star4,
  star5,
  cloud,
  birds,
  crescent,
  girl,
  mascot,
  TEMPLATES,
  chooseTemplates,
  chooseRatios,
  sizeFor,
  svgDoc,
  readProjects,
  heroSvg,
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
