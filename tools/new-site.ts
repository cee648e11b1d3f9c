/**
 * Turns a clone into the owner's own, empty site: writes a minimal valid content set where the editor works
 * (data/, public/images/, public/media/, private/) for her name and address, with a drawn hero picture, share card,
 * placeholders and icons of her initials. The sample stays in sample/ (the tests build it); once data/ exists, every
 * build reads it, so nothing of the sample is published.
 *
 *   npm run new-site -- --name "Ana Lima" --url https://ana-lima.art
 *
 * What is not given is asked when run in a terminal; elsewhere (a script, CI) both are required. An existing data/
 * is never overwritten: her content is hers.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ContentError, loadContent } from '../lib/content/load';
import { siteSchema } from '../lib/content/schema';
import { NO_IMAGE } from '../lib/images/placeholder';
import { NDA_PLACEHOLDER } from '../lib/nda/placeholder';

/** A mistake in what was asked for: said in one sentence, without a stack trace. */
export class NewSiteError extends Error {
  override name = 'NewSiteError';
}

export interface Owner {
  name: string;
  url: string;
}

/** Her address as the schema takes it (`https://ana-lima.art`), or the schema's own message. */
export function checkAddress(url: string): string | undefined {
  const result = siteSchema.shape.siteUrl.safeParse(url.trim().replace(/\/$/, ''));
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The letters of her icon: the first letters of her first and last names (`Ana Lima` → `AL`). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0] ?? '');
  return letters.join('').toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A plain drawing with a line of text, in the site's neutral colours: her pictures until she adds her own. */
function card(width: number, height: number, text: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#2b2d42"/>
  <rect x="${width * 0.06}" y="${height * 0.08}" width="${width * 0.88}" height="${height * 0.84}" rx="24" fill="none" stroke="#8d99ae" stroke-width="6" stroke-dasharray="24 18"/>
  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#edf2f4">${escapeXml(text)}</text>
</svg>`;
}

/** Her icon: her initials on a round tile, small enough to be written into every page. */
function iconSvg(initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2b2d42"/><text x="32" y="33" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="28" fill="#edf2f4">${escapeXml(initials)}</text></svg>\n`;
}

/** An .ico holding one PNG (every browser since 2008 reads a PNG inside an icon file). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Her site.json: her name and address, and words she replaces in the editor (Site). */
function siteFile({ name, url }: Owner, year: number) {
  return {
    ownerName: name,
    siteUrl: url,
    tagline: '2D animation since {since}.',
    roles: ['2D Animator'],
    careerStartYear: year,
    discipline: '2D animation',
    city: 'My city',
    location: 'My city, my country',
    bio: [`${name} makes 2D animation. (Write your story here: the editor's Site › Bio.)`],
    socials: [],
    heroImage: { src: '/images/hero/hero.jpg', alt: `${name}'s work` },
    contactEndpointDefault: '/api/send',
    filterLabels: {
      all: 'All',
      creator: 'Creator',
      director: 'Director',
      cutout: 'Cut-out',
      traditional: 'Traditional',
      supervisor: 'Supervisor',
      voice: 'Voice',
    },
    pt: {
      tagline: 'Animação 2D desde {since}.',
      roles: ['Animadora 2D'],
      city: 'Minha cidade',
      location: 'Minha cidade, meu país',
      bio: [`${name} faz animação 2D.`],
      heroImage: { alt: `Trabalho de ${name}` },
      filterLabels: {
        all: 'Todos',
        creator: 'Criação',
        director: 'Direção',
        cutout: 'Recorte',
        traditional: 'Tradicional',
        supervisor: 'Supervisão',
        voice: 'Voz',
      },
    },
  };
}

/** Her pages.json: each page's name and description, in both languages. */
function pagesFile({ name }: Owner) {
  const page = (title: string, description: string, ptTitle: string, ptDescription: string) => ({
    title,
    description,
    pt: { title: ptTitle, description: ptDescription },
  });
  return {
    home: page('Home', `${name}: 2D animation.`, 'Início', `${name}: animação 2D.`),
    about: page('About', `Who ${name} is.`, 'Sobre', `Quem é ${name}.`),
    services: page('Services', `What ${name} does.`, 'Serviços', `O que ${name} faz.`),
    portfolio: page('Portfolio', `{projects} projects by ${name}.`, 'Portfólio', `{projects} projetos de ${name}.`),
    contact: page('Contact', `Write to ${name}.`, 'Contato', `Escreva para ${name}.`),
    notFound: page('Page not found', 'This page does not exist.', 'Página não encontrada', 'Esta página não existe.'),
  };
}

/**
 * Writes the content set into `root` (a working copy): data/ and the public files its paths name. Returns the
 * paths written, relative to `root`. Refuses when data/ already exists.
 */
export async function newSite(root: string, owner: Owner, now: Date = new Date()): Promise<string[]> {
  const problem = checkAddress(owner.url);
  if (!owner.name.trim()) throw new NewSiteError('Your name is empty: give it with --name "Your Name".');
  if (problem) throw new NewSiteError(`--url ${owner.url} ${problem}.`);
  const data = path.join(root, 'data');
  if (existsSync(data)) {
    throw new NewSiteError(
      'data/ already exists: it is your content, and new-site never overwrites it. To start again, move it away ' +
        '(e.g. rename it data-old/) and run new-site again.',
    );
  }
  const clean = { name: owner.name.trim(), url: owner.url.trim().replace(/\/$/, '') };
  const written: string[] = [];
  const write = (file: string, contents: string | Buffer) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, contents);
    written.push(file);
  };
  const jpeg = async (file: string, svg: string) =>
    write(file, await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
  const png = (svg: string, size: number) => sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();

  write('data/site.json', json(siteFile(clean, now.getFullYear())));
  write('data/pages.json', json(pagesFile(clean)));
  write('data/clients.json', json({ clients: [] }));
  write('data/services.json', json({ services: [] }));
  // Empty folders the editor and she fill, kept in git by a placeholder file.
  for (const folder of ['data/projects', 'public/images/projects', 'public/media', 'private/images/projects'])
    write(`${folder}/.gitkeep`, '');

  await jpeg('public/images/hero/hero.jpg', card(1600, 1200, clean.name, 96));
  await jpeg('public/images/og-default.jpg', card(1200, 630, clean.name, 72));
  await jpeg(`public${NO_IMAGE}`, card(1200, 900, 'No image yet', 64));
  await jpeg(`public${NDA_PLACEHOLDER}`, card(1200, 900, 'Under NDA', 64));
  const icon = iconSvg(initialsOf(clean.name));
  write('public/icon.svg', icon);
  write('public/favicon.ico', icoOf(await png(icon, 32), 32));
  write('public/apple-touch-icon.png', await png(icon, 180));
  write('public/icon-192.png', await png(icon, 192));
  write('public/icon-512.png', await png(icon, 512));

  // What it wrote must build: the same check a build runs first.
  const cwd = process.cwd();
  const named = process.env.CONTENT_DIR;
  try {
    process.chdir(root);
    delete process.env.CONTENT_DIR;
    loadContent(data, now);
  } catch (error) {
    if (error instanceof ContentError) throw new NewSiteError(`The new content does not load:\n${error.message}`);
    throw error;
  } finally {
    process.chdir(cwd);
    if (named !== undefined) process.env.CONTENT_DIR = named;
  }
  return written;
}

/** Asks for what the flags left out, in a terminal; elsewhere says which flag is missing. */
async function ask(given: Partial<Owner>): Promise<Owner> {
  if (given.name && given.url) return { name: given.name, url: given.url };
  if (!process.stdin.isTTY) {
    throw new NewSiteError(
      `Missing ${[!given.name && '--name "Your Name"', !given.url && '--url https://your.address'].filter(Boolean).join(' and ')}: ` +
        'run `npm run new-site -- --name "Your Name" --url https://your.address` (or run it in a terminal to be asked).',
    );
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    let name = given.name?.trim() ?? '';
    while (!name) name = (await rl.question('Your name, as the site shows it: ')).trim();
    let url = given.url?.trim() ?? '';
    for (;;) {
      if (!url) url = (await rl.question("Your site's address (e.g. https://ana-lima.art): ")).trim();
      const problem = checkAddress(url);
      if (!problem) return { name, url };
      console.log(`That address ${problem}.`);
      url = '';
    }
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, url: { type: 'string' } },
    strict: true,
  });
  const owner = await ask(values);
  const written = await newSite(process.cwd(), owner);
  console.log(`\nYour site is started: ${written.length} files written (data/, public/, private/).`);
  console.log('The sample stays in sample/ for the tests; nothing of it is built any more.\n');
  console.log('Next:');
  console.log(
    '  1. npm run cms          your projects, pictures and words, in the editor (http://localhost:3300/admin/)',
  );
  console.log('  2. npm run build && npm start   see it at http://localhost:3000');
  console.log('  3. git add data public private && git commit -m "My content"');
  console.log('  4. Put it online: docs/deploy.md\n');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    if (
      error instanceof NewSiteError ||
      (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`\nnew-site: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  });
}
