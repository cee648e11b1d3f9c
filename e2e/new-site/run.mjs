#!/usr/bin/env node
/**
 * `npm run test:new-site`: an owner's first evening, start to finish. A fresh copy of the working copy (its files
 * as git sees them, under .cache/new-site-journey/, which this removes) → `npm run new-site` with her name and address
 * → three projects of her own, each with a picture (one named with spaces, capitals and accents) → `npm run build`
 * as a build that goes online (SITE_PUBLISH=1, her editor's repository given) → the export holds no file of the
 * sample, no word of it (its owner's name, its domain, its profiles, its studio credit, its projects' titles, the
 * editor's placeholder repository) and no picture of it (its originals byte for byte, or a variant named after one),
 * and leaves out every section her content has nothing for (clients, voice demos, showreel, services, timeline) and
 * every gallery tab no project of hers carries.
 *
 * It costs one build of a three-project site (about two minutes on a two-core machine). `--keep` leaves the copy.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the working copy: the build's bundler takes the folder with the lockfile (this one) for its root, and the
// copy's node_modules/ (a link to this one's) must stay inside it.
const COPY = path.join(ROOT, '.cache', 'new-site-journey');
const SAMPLE = path.join(ROOT, 'sample');
const keep = process.argv.includes('--keep');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Her environment: none of this shell's content or address choices. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      ![
        'CONTENT_DIR',
        'NEXT_PUBLIC_SITE_URL',
        'EXPORT_DIR',
        'BASE_PATH',
        'SITE_PUBLISH',
        'CMS_GITHUB_REPO',
        'GITHUB_REPOSITORY',
        'REPOSITORY_URL',
      ].includes(name),
  ),
);

function run(command, args, options = {}) {
  const { status, error } = spawnSync(command, args, {
    cwd: COPY,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  if (error) throw error;
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status})`);
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The working copy's files as git sees them (tracked and new, never ignored), but its lockfile: see COPY. */
function freshCopy() {
  rmSync(COPY, { recursive: true, force: true });
  const { stdout } = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (file === 'package-lock.json' || !existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(COPY, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(COPY, file));
  }
  // The installed packages, as `npm install` would have put them (build steps read some files of them by path).
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules'), 'junction');
}

/** The repository her editor saves to, as a deploy gives it. */
const HER_REPOSITORY = 'ana-lima/portfolio';

/** Three projects of her own, each with a picture of its own: one named as a camera or a person names files. */
async function herProjects() {
  const titles = ['Paper Boats', 'Night Market', 'The Kite Maker'];
  for (const [index, title] of titles.entries()) {
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const src = index === 2 ? '/images/projects/Fazedor de Pipas – Cena 1.jpg' : `/images/projects/${slug}.jpg`;
    await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 40 + index * 60, g: 90, b: 140 } },
    })
      .jpeg()
      .toFile(path.join(COPY, 'public', src));
    const project = {
      slug,
      title,
      category: 'Short Film',
      role: ['Director'],
      studio: 'Her Own Studio',
      year: 2020 + index,
      filter: ['director'],
      imgHref: src,
      description: `${title}, a short film of mine.`,
    };
    writeFileSync(path.join(COPY, 'data/projects', `${slug}.json`), `${JSON.stringify(project, null, 2)}\n`);
  }
}

/** What of the sample the export must not hold: its words, and its pictures by bytes and by name. */
function sampleMarks() {
  const site = JSON.parse(readFileSync(path.join(SAMPLE, 'data/site.json'), 'utf8'));
  const projects = readdirSync(path.join(SAMPLE, 'data/projects')).map((name) =>
    JSON.parse(readFileSync(path.join(SAMPLE, 'data/projects', name), 'utf8')),
  );
  const words = [
    site.ownerName,
    'lia-montenegro.example.com',
    site.developerCredit?.label,
    ...(site.socials ?? []).flatMap((social) => [social.handle, social.href]),
    ...projects.map((project) => project.title),
    // The editor's placeholder repository (cms/generate-config.ts), which a published editor must not name.
    'OWNER/REPO',
  ].filter(Boolean);
  // Its originals: not its JSON, nor what a build of it generated beside them (_img/, _media/, _nda/, the CVs).
  const originals = filesUnder(SAMPLE).filter((file) => {
    const parts = path.relative(SAMPLE, file).split(path.sep);
    return (
      parts[0] !== 'data' &&
      parts[0] !== 'pt-br' &&
      !parts.some((part) => part.startsWith('_')) &&
      !/^cv.*\.pdf$/.test(parts[0])
    );
  });
  const hashes = new Map(originals.map((file) => [sha(file), path.relative(ROOT, file)]));
  // Pictures named after the sample's own (its projects' artwork, its clients' logos): not the placeholders and the
  // hero, whose names every site shares (and new-site draws her own of).
  const shared = new Set(['hero', 'og-default', 'no-image', 'under-nda', 'icon', 'favicon', 'apple-touch-icon']);
  const stems = [
    ...new Set(
      originals
        .filter((file) => /\/(images|media)\//.test(file))
        .map((file) => path.basename(file).replace(/\.[^.]+$/, ''))
        .filter((stem) => !shared.has(stem)),
    ),
  ];
  return { words, hashes, stems };
}

const page = (out, name) =>
  [`${name}.html`, `${name}/index.html`].map((file) => path.join(out, file)).find((file) => existsSync(file));

/**
 * The sections her content has nothing for, if the export shows them, and the gallery tabs no project of hers
 * carries: what her content has is read from her data/, so this holds for whatever she wrote.
 */
function sectionsOutOfPlace(out) {
  const data = path.join(COPY, 'data');
  const json = (file) =>
    existsSync(path.join(data, file)) ? JSON.parse(readFileSync(path.join(data, file), 'utf8')) : undefined;
  const projects = readdirSync(path.join(data, 'projects'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => json(path.join('projects', name)));
  const has = {
    'clients-heading': (json('clients.json')?.clients ?? []).some((client) => client.src),
    'voice-heading': (json('voice.json')?.demos ?? []).length > 0,
    'showreel-heading': json('showreel.json') !== undefined,
    'services-heading': (json('services.json')?.services ?? []).length > 0,
    'timeline-heading': projects.length > 0,
  };
  const problems = [];
  const pages = ['index', 'about', 'services'].map((name) => [name, readFileSync(page(out, name), 'utf8')]);
  for (const [heading, shown] of Object.entries(has)) {
    const on = pages.filter(([, html]) => html.includes(`id="${heading}"`)).map(([name]) => name);
    if (!shown && on.length) problems.push(`${on.join(', ')} show the ${heading} section, with nothing of hers in it`);
    if (shown && !on.length) problems.push(`no page shows the ${heading} section, though her content has one`);
  }
  const carried = new Set(['all', ...projects.flatMap((project) => project.filter)]);
  const tabs = [...readFileSync(page(out, 'portfolio'), 'utf8').matchAll(/data-filter-key="([a-z]+)"/g)].map(
    (match) => match[1],
  );
  for (const key of new Set(tabs))
    if (!carried.has(key)) problems.push(`the gallery offers the tab "${key}", which no project of hers carries`);
  for (const key of carried) if (!tabs.includes(key)) problems.push(`the gallery has no tab "${key}"`);
  return problems;
}

async function main() {
  const started = Date.now();
  console.log(`new-site journey: a fresh copy in ${path.relative(ROOT, COPY)}/`);
  freshCopy();
  run(
    process.execPath,
    ['--import', 'tsx', 'tools/new-site.ts', '--name', 'Ana Lima', '--url', 'https://ana-lima.art'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (!existsSync(path.join(COPY, 'sample/data/site.json'))) throw new Error('new-site removed the sample');
  await herProjects();
  // Without Turbopack's build cache: the copy, and the cache with it, is removed at the end (next.config.ts).
  run(npm, ['run', 'build'], {
    env: { ...env, SITE_PUBLISH: '1', CMS_GITHUB_REPO: HER_REPOSITORY, NEXT_BUILD_CACHE: 'off' },
  });

  const out = path.join(COPY, 'out');
  const { words, hashes, stems } = sampleMarks();
  const problems = [];
  for (const file of filesUnder(out)) {
    const name = path.relative(out, file);
    const copied = hashes.get(sha(file));
    if (copied) problems.push(`${name} is the sample's ${copied}`);
    const stem = stems.find((s) => new RegExp(`(^|/)${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[-.]`).test(name));
    if (stem) problems.push(`${name} is named after the sample's picture "${stem}"`);
    if (/\.(html?|txt|json|xml|js|css|svg|webmanifest|m3u8|vtt|md|rsc|ya?ml)$|(^|\/)_(headers|redirects)$/.test(name)) {
      const text = readFileSync(file, 'utf8');
      for (const word of words) if (text.includes(word)) problems.push(`${name} says "${word}"`);
    }
  }
  problems.push(...sectionsOutOfPlace(out));
  if (!readFileSync(path.join(out, 'admin/config.yml'), 'utf8').includes(`repo: ${HER_REPOSITORY}`))
    problems.push(`out/admin/config.yml does not name her repository ${HER_REPOSITORY}`);
  const her = readFileSync(path.join(out, 'index.html'), 'utf8');
  if (!her.includes('Ana Lima') || !her.includes('https://ana-lima.art'))
    problems.push('out/index.html names neither her nor her address: the build did not read her content');
  for (const slug of ['paper-boats', 'night-market', 'the-kite-maker'])
    if (
      !existsSync(path.join(out, 'portfolio', slug, 'index.html')) &&
      !existsSync(path.join(out, 'portfolio', `${slug}.html`))
    )
      problems.push(`her project ${slug} has no page in out/`);
  if (problems.length) {
    console.error(
      `\nnew-site journey: the export holds the sample (or misses her content):\n  ${problems.join('\n  ')}\n`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `new-site journey: her site of 3 projects built; out/ holds no file, word or picture of the sample (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}

main()
  .catch((error) => {
    console.error(`new-site journey: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => {
    if (!keep) rmSync(COPY, { recursive: true, force: true });
  });
