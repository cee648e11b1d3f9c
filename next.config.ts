import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { checkContactEndpoint } from './lib/contact-endpoint-rule';
import { contentFilesPort, devContentRewrites } from './lib/content/dev-files';
import { contentSet } from './lib/content/set';
import { checkSiteAddress, publishEnv, siteAddress } from './lib/site-address';
import { exportDirName } from './scripts/lib/export-dir';
import { tokensAsSass } from './styles/tokens';

/**
 * A fully static export: `next build` writes every page to `out/`, which any static host or CDN can serve.
 * BASE_PATH serves the site from a sub-path (a GitHub Pages project site, e.g. `/portfolio-site`).
 */
const basePath = process.env.BASE_PATH?.replace(/\/$/, '') || '';
/**
 * Where the export goes (scripts/lib/export-dir.ts: out/ unless EXPORT_DIR names another folder). With
 * `output: 'export'`, Next writes the export to `distDir` when it is set and keeps its build files in .next either way.
 */
const exportDir = exportDirName();

const nextConfig: NextConfig = {
  output: 'export',
  basePath,
  ...(exportDir === 'out' ? {} : { distDir: exportDir }),
  // At a domain's root, /about is out/about.html (clean URLs on Netlify, Cloudflare, npm start). Under a base
  // path (GitHub Pages) it is out/about/index.html: Pages redirects /about to /about/ because the export also
  // has an about/ folder, and only an index.html there answers.
  trailingSlash: Boolean(basePath),
  reactStrictMode: true,
  poweredByHeader: false,
  // Images are made responsive by our own sharp step (scripts/build-images.ts); next/image's optimizer
  // needs a server, which a static export does not have.
  images: { unoptimized: true },
  // `npm test` type-checks every file (`npm run typecheck`, the same tsconfig.json) and sets SKIP_BUILD_TYPECHECK for
  // its builds (scripts/test-all.mjs), so they do not check the same files again; any other build checks them.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // contact-api (the workspace) shares the form's limits and the service's sentences as TypeScript (contact-api/limits).
  transpilePackages: ['swiper', 'yet-another-react-lightbox', 'contact-api'],
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // Breakpoints and motion values come from one TypeScript module, so Sass and components never disagree.
  sassOptions: { additionalData: tokensAsSass() },
  experimental: {
    // Each page's CSS is written into its <head>: no stylesheet round trip before the first paint.
    inlineCss: true,
    // Which CSS each page carries. Turbopack's default merges the modules of every route into a few shared chunks
    // (every page carried the same 28 KB of them, 44 KB on /: the 404 held the contact form's and the hero's
    // styles). 'graph' splits them by the pages that use them, and a request costs nothing here (they are all
    // inlined), so a page carries close to its own styles only (15–33 KB a page; 2–3 KB less on the wire, brotli:
    // README, "Performance").
    cssChunking: { type: 'graph', requestCost: 0 },
    // One 404 page for the site's two root layouts (app/(en), app/(pt)): app/global-not-found.tsx.
    globalNotFound: true,
    // Turbopack keeps what it compiled in .next/cache for the next build (16 s less of a 62 s build here); writing it
    // costs a first build about 8 s of processor. NEXT_BUILD_CACHE=off skips it for a build whose cache is never read:
    // the new-site journey's (its copy is thrown away), the smoke build's (another base path and content, which
    // compiled no faster from the sample build's cache: 26 s with the cache, 13 s without, each alone on two cores).
    ...(process.env.NEXT_BUILD_CACHE === 'off' ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
};

/** A text field of the chosen content set's site.json (lib/content/set.ts), read as it is; the schema checks it. */
function siteField(name: 'contactEndpointDefault' | 'siteUrl'): string | undefined {
  const file = path.join(contentSet().data, 'site.json');
  const site: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof site !== 'object' || site === null) return undefined;
  const value: unknown = Object.entries(site).find(([key]) => key === name)?.[1];
  return typeof value === 'string' ? value : undefined;
}

export default function config(phase: string): NextConfig {
  // `npm run build` runs this check first (scripts/check-contact-endpoint.ts); here it also stops a bare
  // `next build` from exporting a public site whose contact form posts where no message can arrive.
  if (phase === PHASE_PRODUCTION_BUILD) {
    const verdict = checkContactEndpoint(
      publishEnv(process.env, siteField('siteUrl')),
      siteField('contactEndpointDefault'),
    );
    if (!verdict.ok) throw new Error(`Contact endpoint check failed.\n${verdict.problem}`);
    const address = checkSiteAddress(process.env, siteField('siteUrl'));
    if (!address.ok) throw new Error(`Site address check failed.\n${address.problem}`);
  }
  // The pages read the address as NEXT_PUBLIC_SITE_URL (lib/site-url.ts): the content's, unless the build sets one.
  const address = siteAddress(process.env, siteField('siteUrl'));
  const withAddress = { ...nextConfig, env: { ...nextConfig.env, NEXT_PUBLIC_SITE_URL: address } };
  // `next dev` serves only public/: a set kept in its own folder (the sample) has its pictures served by
  // `npm run dev`'s content-file server (scripts/serve-content-files.ts). Next warns that an export ignores
  // rewrites: it is only the development server's, the build copies those files into the export itself.
  if (phase === PHASE_DEVELOPMENT_SERVER && contentSet().copied) {
    const port = contentFilesPort();
    return { ...withAddress, rewrites: async () => devContentRewrites(port) };
  }
  return withAddress;
}
