/**
 * Makes the sample media SOURCES of the (fictional) portfolio from the sample art, the way an owner would drop
 * their own files into public/media/ (the build step scripts/build-media.ts then encodes them for the web):
 *
 * - public/media/showreel.mp4: a 30 s reel, 1280 × 720, six segments (see SHOWREEL below, the chapter times), an
 *   English narration (espeak-ng) over a plucked music bed; public/media/showreel.en.vtt: its captions;
 * - public/media/projects/<slug>.mp4: six 6 s project clips, each in its artwork's shape (one at 1920 × 1080, to
 *   exercise the 1080p rendition), four with a music bed and two silent;
 * - public/media/voice/*.{wav,mp3}: two voice demos, Portuguese lines read by espeak-ng (a tone pattern instead
 *   when espeak-ng is not installed: `apt-get install espeak-ng`);
 * - public/media/media.json: the poster time of the reel (a frame with its title on it);
 * - private/media/projects/zephyrine-lanternfish-armada.mp4: the protected sample project's private clip, 9 s at
 *   854 × 480 with a music bed (a sealed stream of three 4 s segments and two rungs: docs/nda.md).
 *
 *   npm run sample-media [-- --out <dir>] [showreel|projects|voice|private]
 *
 * Every frame is drawn here: the committed artwork (public/images/projects/*.jpg) moved by a camera (pan and
 * zoom), with shapes drawn per frame by tools/generate-sample-art.mjs's functions (a walking girl, a bouncing
 * mascot, clouds, stars, waves) over it, rasterised by sharp and piped to ffmpeg (@ffmpeg-installer/ffmpeg) as
 * raw RGB. The encodes are modest (x264 CRF 26-28, AAC 96 kb/s) so the committed sources stay a few MB (4.1 MB).
 * It costs about 2 CPU-minutes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import sharp from 'sharp';
import { readCommandLine, usageError } from '../scripts/lib/args';
import {
  C,
  birds,
  cloud,
  crescent,
  girl,
  makeRandom,
  mascot,
  readProjects,
  shade,
  smooth,
  star4,
  star5,
  svgDoc,
  tint,
} from './generate-sample-art.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What can be made, each on its own: `npm run sample-media -- private`. */
const PARTS = ['showreel', 'projects', 'voice', 'private'];
const USAGE = `npm run sample-media -- [--out DIR] [${PARTS.join('|')} …]

  --out DIR   write into DIR instead of sample/ (to compare a change with the committed files)
  ${PARTS.join(', ')}
              make only these (the reel, the project clips, the voice demos, the protected project's clip);
              nothing named: all`;
const ARGS = readCommandLine({ out: { type: 'string' } }, USAGE, { positionals: true });
const unknownPart = ARGS.positionals.find((part) => !PARTS.includes(part));
if (unknownPart !== undefined) usageError(`No part of the sample media is named '${unknownPart}'`, USAGE);
const PUBLIC = ARGS.values.out === undefined ? path.join(ROOT, 'sample') : path.resolve(ARGS.values.out);
const ART = path.join(ROOT, 'sample');
const MEDIA = path.join(PUBLIC, 'media');
const FPS = 24;
const FFMPEG = ffmpegInstaller.path;
const FFPROBE = ffprobeInstaller.path;

sharp.concurrency(1);
sharp.cache(false);

/* ------------------------------------------------------------------------------------------------ helpers */

const ease = (t) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t));
const lerp = (a, b, t) => a + (b - a) * t;
const even = (n) => Math.max(2, Math.round(n / 2) * 2);

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr?.trim().split('\n').at(-1)}`);
  return result.stdout;
}
const duration = (file) =>
  Number(run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());
const hasEspeak = () => spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' }).status === 0;
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/** The artwork of a project, decoded once: every frame crops and scales it (the camera). */
async function loadArt(src) {
  const { data, info } = await sharp(path.join(ART, src)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * One frame: `art` seen through a camera (zoom ≥ 1, x and y from 0 to 1 across the room the zoom leaves), or
 * plain paper, with `overlay` (SVG body drawn over it) and `fade` (0 to 1: towards paper, between segments).
 */
async function renderFrame(W, H, { art, zoom = 1, x = 0.5, y = 0.5, overlay = '', defs = '', fade = 0 }) {
  let image;
  if (art) {
    const fit = Math.min(art.width / W, art.height / H);
    const cw = Math.min(art.width, Math.round((W * fit) / zoom));
    const ch = Math.min(art.height, Math.round((H * fit) / zoom));
    const left = Math.round((art.width - cw) * x);
    const top = Math.round((art.height - ch) * y);
    image = sharp(art.data, { raw: { width: art.width, height: art.height, channels: 3 } })
      .extract({ left, top, width: cw, height: ch })
      .resize(W, H, { fit: 'fill' });
  } else {
    image = sharp({ create: { width: W, height: H, channels: 3, background: C.paper } });
  }
  let body = overlay;
  if (fade > 0) body += `<rect width="${W}" height="${H}" fill="${C.paper}" opacity="${fade.toFixed(3)}"/>`;
  if (body) image = image.composite([{ input: Buffer.from(svgDoc(W, H, defs, body)), left: 0, top: 0 }]);
  return image.removeAlpha().raw().toBuffer();
}

/** Fades in over the first frames of a segment and out over its last ones. */
function fadeAt(frame, frames, edge = 5) {
  if (frame < edge) return 1 - frame / edge;
  if (frame >= frames - edge) return (frame - (frames - edge - 1)) / edge;
  return 0;
}

/* ------------------------------------------------------------------------------------------------ overlays */

/** A girl walking: stride and bob from the cycle's phase (12 drawings a second, a cycle a second: on twos). */
function walker(x, y, h, t, options = {}) {
  const phase = (Math.floor(t * 12) / 12) * Math.PI * 2;
  const stride = Math.sin(phase);
  const bob = Math.abs(Math.cos(phase)) * h * 0.025;
  return girl({ x, y: y - bob, h, pose: 'walk', stride, dress: C.vermilion, ...options }).svg;
}

/** A mascot bouncing: squash on the ground, stretch in the air (the two ideas the 12 principles start with). */
function bouncer(x, ground, r, t, period = 0.8, options = {}) {
  const p = (t % period) / period;
  const height = 4 * p * (1 - p); // 0 on the ground, 1 at the top
  const y = ground - height * r * 2.2;
  const squash = p < 0.08 || p > 0.92 ? 0.82 : 1 + height * 0.08;
  const shadow = `<ellipse cx="${x}" cy="${ground}" rx="${r * (1.1 - height * 0.4)}" ry="${r * 0.16}" fill="${C.ink}" opacity="${0.25 - height * 0.12}"/>`;
  const body = mascot({ x: 0, y: 0, r, wave: p > 0.3 && p < 0.7, ...options });
  return `${shadow}<g transform="translate(${x} ${y}) scale(${(1 / squash).toFixed(3)} ${squash.toFixed(3)})">${body}</g>`;
}

/** Rows of waves, rising and falling, across the bottom of the frame. */
function waves(W, H, t, rows = 3) {
  let s = '';
  for (let row = 0; row < rows; row += 1) {
    const base = H * (0.8 + row * 0.07);
    const points = [];
    for (let i = -1; i <= 14; i += 1) {
      const px = (i / 12) * W;
      points.push([px, base + Math.sin(i * 1.3 + t * (2.2 + row * 0.6) + row) * H * 0.018]);
    }
    const d = `${smooth(points)} L${W + 40} ${H + 10} L-40 ${H + 10} Z`;
    s += `<path d="${d}" fill="${[tint(C.teal, 0.3), C.teal, shade(C.teal, 0.35)][row % 3]}" opacity="${0.55 + row * 0.15}"/>`;
  }
  return s;
}

/** Stars that twinkle at their own pace. */
function twinkles(W, H, t, n, seed) {
  const R = makeRandom(seed);
  let s = '';
  for (let i = 0; i < n; i += 1) {
    const x = R.range(0.04, 0.96) * W;
    const y = R.range(0.04, 0.45) * H;
    const r = R.range(4, 11) * (H / 720);
    const glow = 0.35 + 0.65 * Math.abs(Math.sin(t * R.range(1.5, 3.5) + R.range(0, 6)));
    s += `<path d="${star4(x, y, r * (0.7 + glow * 0.5))}" fill="${C.mustard}" opacity="${glow.toFixed(2)}"/>`;
  }
  return s;
}

/** Clouds drifting right, wrapping round. */
function drift(W, H, t, n, seed, fill = C.paper) {
  const R = makeRandom(seed);
  let s = '';
  for (let i = 0; i < n; i += 1) {
    const size = R.range(0.07, 0.12) * W;
    const speed = R.range(18, 40) * (W / 1280);
    const x = ((R.range(0, 1) * (W + size * 2) + t * speed) % (W + size * 2)) - size;
    s += cloud(x, R.range(0.1, 0.35) * H, size, fill, 0.85);
  }
  return s;
}

/** Birds crossing the sky, flapping (their shape comes from a fixed seed, so they stay the same birds). */
function flock(W, H, t, seed) {
  const flap = Math.floor(t * 8) % 2 ? 0.9 : 1.1;
  const x = ((t * 0.12 + 0.1) % 1.2) * W - 0.1 * W;
  return `<g transform="translate(${x} ${H * 0.22}) scale(1 ${flap})">${birds(makeRandom(seed), 0, 0, W * 0.06, W * 0.012, C.ink)}</g>`;
}

/** Music notes floating up and a pulsing star: for the music-video clip. */
function notes(W, H, t) {
  let s = '';
  for (let i = 0; i < 6; i += 1) {
    const p = (t * 0.35 + i / 6) % 1;
    const x = W * (0.15 + 0.7 * ((i * 0.37) % 1)) + Math.sin(p * 6 + i) * W * 0.03;
    const y = H * (0.95 - p * 0.8);
    const k = (W / 480) * 0.9;
    s += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(2)})" opacity="${(1 - p).toFixed(2)}" fill="${[C.vermilion, C.mustard, C.lilac][i % 3]}"><ellipse cx="0" cy="0" rx="9" ry="7" transform="rotate(-20)"/><rect x="6" y="-34" width="3.5" height="34"/><path d="M9.5 -34 q14 6 10 20 q-2 -10 -10 -12 Z"/></g>`;
  }
  const pulse = 1 + 0.18 * Math.abs(Math.sin(t * Math.PI * 2));
  s += `<polygon points="${star5(W * 0.5, H * 0.2, W * 0.06 * pulse)}" fill="${C.mustard}" stroke="${C.ink}" stroke-width="3"/>`;
  return s;
}

/** Line "boil": a pencil test redrawn on twos, each drawing a little off the last. */
function pencilGirl(W, H, t) {
  const drawing = Math.floor(t * 12) % 3;
  const jitter = [
    [0, 0],
    [1.5, -1],
    [-1, 1.2],
  ][drawing];
  const pose = Math.floor(t * 1.5) % 2 ? 'wave' : 'cheer';
  return girl({
    x: W * 0.5 + jitter[0],
    y: H * 0.92 + jitter[1],
    h: H * 0.55,
    pose,
    style: 'pencil',
    color: shade(C.lilac, 0.75),
    paperFill: C.paper,
    penWidth: 1.1,
  }).svg;
}

function title(W, H, lines) {
  return lines
    .map(
      ([text, y, size, color = C.ink, weight = 700]) =>
        `<text x="${W / 2}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}">${text}</text>`,
    )
    .join('');
}

/* ------------------------------------------------------------------------------------------------ showreel */

/**
 * The reel's segments: start time (s), the chapter title the site may show, the narration line and its caption.
 * Each draws one frame at time t (seconds into the segment).
 */
const SHOWREEL = [
  {
    start: 0,
    title: 'Hello',
    line: "Hi, I'm Lia Montenegro. I animate in 2D.",
    draw: (W, H, t) => {
      const stars = [0.2, 0.8, 0.3, 0.7]
        .map((sx, i) => {
          const grow = ease((t - 0.3 - i * 0.25) / 0.4);
          return `<polygon points="${star5(W * sx, H * (i % 2 ? 0.22 : 0.76), H * 0.06 * grow)}" fill="${[C.mustard, C.vermilion, C.teal, C.lilac][i]}"/>`;
        })
        .join('');
      const slide = (1 - ease(t / 0.8)) * H * 0.08;
      return {
        overlay:
          stars +
          `<g transform="translate(0 ${slide.toFixed(1)})">` +
          title(W, H, [
            ['Lia Montenegro', H * 0.46, H * 0.11],
            ['2D animation · showreel', H * 0.58, H * 0.05, C.teal, 400],
          ]) +
          `</g>` +
          bouncer(W * (0.12 + 0.76 * ((t / 4) % 1)), H * 0.93, H * 0.05, t, 0.6, { kind: 'blob', body: C.vermilion }),
      };
    },
  },
  {
    start: 4,
    title: 'Walk cycles',
    art: '/images/projects/ilha-perdida-teaser.jpg',
    line: 'Walk cycles, with weight in every step.',
    draw: (W, H, t) => ({
      zoom: 1.25,
      x: lerp(0.1, 0.7, t / 6),
      y: 0.8,
      overlay: drift(W, H, t, 3, 11) + walker(W * lerp(0.3, 0.62, t / 6), H * 0.95, H * 0.5, t),
    }),
  },
  {
    start: 10,
    title: 'Squash and stretch',
    art: '/images/projects/sertao-estrelado-abertura.jpg',
    line: 'Characters that bounce.',
    draw: (W, H, t) => ({
      zoom: 1.15,
      x: lerp(0, 1, t / 5),
      y: 0.5,
      overlay: bouncer(W * 0.5, H * 0.92, H * 0.13, t, 0.9, { kind: 'bear', body: C.lilac }),
    }),
  },
  {
    start: 15,
    title: 'Pencil tests',
    art: '/images/projects/o-pequeno-cartografo.jpg',
    line: 'Pencil tests, drawn on twos.',
    draw: (W, H, t) => ({
      zoom: 1.1,
      // The camera holds still and the drawing boils: that is the look of a pencil test.
      x: 0.5 + (Math.floor(t * 12) % 2) * 0.002,
      y: 0.5,
      overlay: `<rect width="${W}" height="${H}" fill="${C.paper}" opacity="0.55"/>` + pencilGirl(W, H, t),
    }),
  },
  {
    start: 20,
    title: 'By the sea',
    art: '/images/projects/mare-de-papel.jpg',
    line: 'And stories by the sea.',
    draw: (W, H, t) => ({
      zoom: 1.2,
      x: lerp(0.85, 0.2, t / 5),
      y: 0.35,
      overlay: flock(W, H, t, 7) + waves(W, H, t),
    }),
  },
  {
    start: 25,
    title: 'Thanks for watching',
    art: '/images/projects/zuzu-natal-de-papel.jpg',
    line: 'Thanks for watching!',
    draw: (W, H, t) => ({
      zoom: lerp(1.3, 1.05, ease(t / 5)),
      x: 0.5,
      y: 0.3,
      overlay:
        twinkles(W, H, t, 18, 5) +
        `<path d="${crescent(W * 0.84, H * 0.18, H * 0.07)}" fill="${C.mustard}"/>` +
        `<g opacity="${ease((t - 1.5) / 0.8).toFixed(2)}"><rect x="${W * 0.2}" y="${H * 0.38}" width="${W * 0.6}" height="${H * 0.26}" rx="${H * 0.03}" fill="${C.paper}" opacity="0.9"/>` +
        title(W, H, [
          ['Lia Montenegro', H * 0.5, H * 0.08],
          ['sample reel · all work fictional', H * 0.59, H * 0.04, C.teal, 400],
        ]) +
        `</g>`,
    }),
  },
];
const SHOWREEL_LENGTH = 30;

/** The music bed: a plucked arpeggio on a loop (0.5 s a note), quiet enough to talk over. */
function musicBed(seconds, volume = 0.1) {
  const steps = [0, 4, 7, 12, 9, 7, 4, 2];
  const n = 'mod(floor(t*2),8)';
  let freq = String(261.63 * 2 ** (steps.at(-1) / 12));
  for (let i = steps.length - 2; i >= 0; i -= 1)
    freq = `if(eq(${n},${i}),${(261.63 * 2 ** (steps[i] / 12)).toFixed(2)},${freq})`;
  const pluck = `${volume}*sin(2*PI*(${freq})*t)*exp(-5*mod(t,0.5))+${volume / 2}*sin(PI*(${freq})*t)*exp(-2*mod(t,0.5))`;
  return `aevalsrc='${pluck}':s=48000:d=${seconds}`;
}

/**
 * The reel's sound: each narration line from espeak-ng at its segment's start (+0.4 s) over the music bed, and the
 * cues for the captions file. Without espeak-ng: the bed alone (and no captions to write).
 */
function showreelAudio(dir) {
  const speak = hasEspeak();
  const inputs = ['-f', 'lavfi', '-i', musicBed(SHOWREEL_LENGTH, 0.06)];
  const filters = [];
  const cues = [];
  if (speak) {
    SHOWREEL.forEach((segment, i) => {
      const file = path.join(dir, `line-${i}.wav`);
      run('espeak-ng', ['-v', 'en-us+f3', '-s', '150', '-w', file, segment.line]);
      const at = segment.start + 0.4;
      cues.push({ from: at, to: Math.min(at + duration(file) + 0.3, segment.start + 5.9), text: segment.line });
      inputs.push('-i', file);
      filters.push(`[${i + 1}]aresample=48000,adelay=${Math.round(at * 1000)},apad,atrim=0:${SHOWREEL_LENGTH}[v${i}]`);
    });
  }
  const voices = SHOWREEL.map((_, i) => `[v${i}]`).join('');
  const count = speak ? SHOWREEL.length + 1 : 1;
  const mix = speak
    ? `${filters.join(';')};[0]${voices}amix=inputs=${count}:duration=first,volume=${count}[a]`
    : `[0]anull[a]`;
  const file = path.join(dir, 'showreel.wav');
  run(FFMPEG, ['-y', '-v', 'error', ...inputs, '-filter_complex', mix, '-map', '[a]', '-ac', '2', file]);
  return { file, cues };
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Encodes frames from `frameAt(i)` (raw RGB, W × H) with the given audio file, or none, to an H.264 MP4. */
async function encode(file, W, H, frames, frameAt, { audio = null, crf = 26 } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  const args = ['-y', '-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS)];
  args.push('-i', '-');
  if (audio) args.push('-i', audio);
  args.push('-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf));
  args.push('-pix_fmt', 'yuv420p', '-g', String(FPS * 2), '-movflags', '+faststart');
  if (audio) args.push('-c:a', 'aac', '-b:a', '96k', '-shortest');
  args.push(file);
  const child = spawn(FFMPEG, args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const exited = once(child, 'exit');
  for (let i = 0; i < frames; i += 1) {
    if (!child.stdin.write(await frameAt(i))) await once(child.stdin, 'drain');
  }
  child.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`ffmpeg could not encode ${file} (exit ${code})`);
  return statSync(file).size;
}

async function makeShowreel(dir) {
  const W = 1280;
  const H = 720;
  const arts = new Map();
  for (const segment of SHOWREEL) if (segment.art) arts.set(segment.art, await loadArt(segment.art));
  const { file: audio, cues } = showreelAudio(dir);
  const frameAt = (i) => {
    const time = i / FPS;
    const index = SHOWREEL.findLastIndex((segment) => segment.start <= time);
    const segment = SHOWREEL[index];
    const end = SHOWREEL[index + 1]?.start ?? SHOWREEL_LENGTH;
    const frames = Math.round((end - segment.start) * FPS);
    const local = i - Math.round(segment.start * FPS);
    const frame = segment.draw(W, H, local / FPS);
    // The title card is on paper already: no fade into it at the very start (the poster may be frame 0).
    const fade = index === 0 && local < 5 ? 0 : fadeAt(local, frames);
    return renderFrame(W, H, { art: segment.art ? arts.get(segment.art) : null, fade, ...frame });
  };
  const bytes = await encode(path.join(MEDIA, 'showreel.mp4'), W, H, SHOWREEL_LENGTH * FPS, frameAt, {
    audio,
    crf: 26,
  });
  if (cues.length) {
    const vtt = [
      'WEBVTT',
      '',
      ...cues.flatMap((cue, i) => [`${i + 1}`, `${vttTime(cue.from)} --> ${vttTime(cue.to)}`, cue.text, '']),
    ];
    writeFileSync(path.join(MEDIA, 'showreel.en.vtt'), vtt.join('\n'));
  }
  // The poster: the title card, once its words have landed.
  writeFileSync(
    path.join(MEDIA, 'media.json'),
    `${JSON.stringify({ '/media/showreel.mp4': { poster: 1.5 } }, null, 2)}\n`,
  );
  console.log(
    `showreel: ${SHOWREEL_LENGTH} s, ${W}×${H}, ${mb(bytes)}${cues.length ? ', captions' : ', no narration (espeak-ng missing)'}`,
  );
  for (const segment of SHOWREEL) console.log(`  ${vttTime(segment.start)}  ${segment.title}`);
}

/* ------------------------------------------------------------------------------------------------ project clips */

/** What moves in a clip over the project's artwork (T: the clip's length). */
const MOTION = {
  hills: (W, H, t, T) => ({
    zoom: 1.15,
    x: lerp(0.2, 0.8, t / T),
    y: 0.4,
    overlay: drift(W, H, t, 3, 4) + flock(W, H, t, 5),
  }),
  hop: (W, H, t, T) => ({
    zoom: lerp(1.2, 1.05, ease(t / T)),
    x: 0.5,
    y: 0.5,
    overlay: bouncer(W * 0.2, H * 0.95, H * 0.08, t, 0.7, { kind: 'bird', body: C.mustard }),
  }),
  night: (W, H, t, T) => ({
    zoom: lerp(1.25, 1.05, ease(t / T)),
    x: 0.5,
    y: 0.2,
    overlay: twinkles(W, H, t, 14, 3),
  }),
  pencil: (W, H, t) => ({
    zoom: 1.1,
    x: 0.5,
    y: 0.5,
    overlay: `<rect width="${W}" height="${H}" fill="${C.paper}" opacity="0.5"/>` + pencilGirl(W, H, t),
  }),
  sea: (W, H, t, T) => ({ zoom: 1.2, x: lerp(0.2, 0.8, t / T), y: 0.3, overlay: flock(W, H, t, 9) + waves(W, H, t) }),
  music: (W, H, t) => ({
    zoom: 1.05 + 0.03 * Math.abs(Math.sin(t * Math.PI)),
    x: 0.5,
    y: 0.5,
    overlay: notes(W, H, t),
  }),
};

/**
 * The clips: which projects, how long, what moves, and whether they have sound. Their frame has the artwork's
 * shape, 720 px tall (one 1080 px, so that the pipeline's 1080p rendition has something to do).
 */
const CLIPS = [
  { slug: 'turma-do-quintal', seconds: 6, motion: 'hills', sound: true },
  { slug: 'refrescos-jabuticaba-verao', seconds: 5, motion: 'hop', sound: true },
  { slug: 'sereno', seconds: 6, motion: 'night', sound: false },
  { slug: 'aquarela-viva-cores-da-casa', seconds: 6, motion: 'pencil', sound: false },
  { slug: 'a-menina-e-o-farol', seconds: 5, motion: 'sea', sound: true, height: 1080 },
  { slug: 'chuva-de-caju', seconds: 6, motion: 'music', sound: true },
];

async function makeClips(dir) {
  const projects = readProjects();
  let total = 0;
  for (const clip of CLIPS) {
    const project = projects.find((p) => p.slug === clip.slug);
    if (!project)
      throw new Error(`No project "${clip.slug}" in data/: pick another slug in tools/generate-sample-media.mjs`);
    const art = await loadArt(project.imgHref);
    const H = clip.height ?? 720;
    const W = even((H * art.width) / art.height);
    const motion = MOTION[clip.motion];
    const frames = clip.seconds * FPS;
    let audio = null;
    if (clip.sound) {
      audio = path.join(dir, `${clip.slug}.wav`);
      run(FFMPEG, ['-y', '-v', 'error', '-f', 'lavfi', '-i', musicBed(clip.seconds, 0.12), '-ac', '2', audio]);
    }
    const bytes = await encode(
      path.join(MEDIA, 'projects', `${clip.slug}.mp4`),
      W,
      H,
      frames,
      (i) => renderFrame(W, H, { art, fade: i < 4 ? 1 - i / 4 : 0, ...motion(W, H, i / FPS, clip.seconds) }),
      { audio, crf: 28 },
    );
    total += bytes;
    console.log(
      `  ${clip.slug}: ${W}×${H}, ${clip.seconds} s, ${clip.motion}, ${clip.sound ? 'sound' : 'silent'}, ${mb(bytes)}`,
    );
  }
  console.log(`projects: ${CLIPS.length} clips, ${mb(total)}`);
}

/** The protected project's private clip, from its private key frame (sample/private/images/projects/). */
const PRIVATE_CLIP = {
  art: '/private/images/projects/zephyrine-lanternfish-armada-1.jpg',
  file: 'private/media/projects/zephyrine-lanternfish-armada.mp4',
  seconds: 9,
  motion: 'sea',
  height: 480,
};

async function makePrivateClip(dir) {
  const clip = PRIVATE_CLIP;
  const art = await loadArt(clip.art);
  const H = clip.height;
  const W = even((H * art.width) / art.height);
  const audio = path.join(dir, 'private.wav');
  // Its own volume: the public clips' bed at 0.12 would make sound segments equal to theirs, byte for byte.
  run(FFMPEG, ['-y', '-v', 'error', '-f', 'lavfi', '-i', musicBed(clip.seconds, 0.09), '-ac', '2', audio]);
  const motion = MOTION[clip.motion];
  const bytes = await encode(
    path.join(PUBLIC, clip.file),
    W,
    H,
    clip.seconds * FPS,
    (i) => renderFrame(W, H, { art, fade: i < 4 ? 1 - i / 4 : 0, ...motion(W, H, i / FPS, clip.seconds) }),
    { audio, crf: 28 },
  );
  console.log(`  ${clip.file}: ${W}×${H}, ${clip.seconds} s, ${mb(bytes)}`);
}

/* ------------------------------------------------------------------------------------------------ voice demos */

/** Two demos: a narrator and a character, fictional lines in Brazilian Portuguese. */
const VOICES = [
  {
    file: 'voice/narradora.wav',
    voice: 'pt-br+f2',
    speed: 140,
    pitch: 45,
    text: 'Era uma vez uma menina que desenhava o vento. Cada folha de papel virava um céu novo, e cada céu guardava uma história.',
  },
  {
    file: 'voice/personagem-zuzu.mp3',
    voice: 'pt-br+f4',
    speed: 175,
    pitch: 80,
    text: 'Ei, espera por mim! A lua de papel caiu do outro lado do quintal, e eu vou buscar antes da chuva!',
  },
];

function makeVoices(dir) {
  const speak = hasEspeak();
  for (const [i, demo] of VOICES.entries()) {
    const out = path.join(MEDIA, demo.file);
    mkdirSync(path.dirname(out), { recursive: true });
    const raw = path.join(dir, `voice-${i}.wav`);
    if (speak) {
      run('espeak-ng', ['-v', demo.voice, '-s', String(demo.speed), '-p', String(demo.pitch), '-w', raw, demo.text]);
    } else {
      // No speech synthesiser: a tone pattern of the same length, so the pipeline and the player have audio.
      run(FFMPEG, ['-y', '-v', 'error', '-f', 'lavfi', '-i', musicBed(8, 0.2), raw]);
    }
    // A touch of room and a little headroom, at the rate and channels a voice recording would have.
    const codec = out.endsWith('.mp3') ? ['-c:a', 'libmp3lame', '-b:a', '96k'] : ['-c:a', 'pcm_s16le'];
    run(FFMPEG, [
      '-y',
      '-v',
      'error',
      '-i',
      raw,
      '-af',
      'aecho=0.8:0.5:40:0.15,volume=2.2',
      '-ar',
      '44100',
      '-ac',
      '1',
      ...codec,
      out,
    ]);
    console.log(
      `  ${demo.file}: ${duration(out).toFixed(1)} s, ${mb(statSync(out).size)}${speak ? '' : ' (tones: espeak-ng missing)'}`,
    );
  }
}

/* ------------------------------------------------------------------------------------------------ main */

async function main() {
  const only = ARGS.positionals;
  const want = (name) => !only.length || only.includes(name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-media-'));
  const started = Date.now();
  try {
    if (want('showreel')) await makeShowreel(dir);
    if (want('projects')) await makeClips(dir);
    if (want('voice')) makeVoices(dir);
    if (want('private')) await makePrivateClip(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `sample media written to ${path.relative(ROOT, MEDIA) || MEDIA} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
