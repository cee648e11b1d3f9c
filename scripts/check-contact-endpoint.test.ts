import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFolder } from '../lib/content/test-folder';

const ROOT = path.resolve(__dirname, '..');

/** Runs the check as `npm run build` does, with the given variables and none of this shell's NEXT_PUBLIC_*. */
function runCheck(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-contact-endpoint.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the build', () => {
  it("stops with a public site URL when the content's default posts to a local service, saying what to set", () => {
    // The alternate content's default is the local service (http://localhost:8787/api/send).
    const result = runCheck({
      NEXT_PUBLIC_SITE_URL: 'https://liamontenegro.art',
      CONTENT_DIR: 'e2e/alternate-content',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('NEXT_PUBLIC_CONTACT_ENDPOINT=https://<your contact service>/api/send');
    expect(result.stderr).toContain('CONTACT_ENDPOINT_LOCAL_OK=1');
  });

  it("goes on with a public site URL when the form posts to the site's own /api/send (the Worker answers it)", () => {
    const result = runCheck({ NEXT_PUBLIC_SITE_URL: 'https://liamontenegro.art' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain("the form posts to /api/send on the site's own address");
  });

  it('stops when a site under a base path would post to the root of its host', () => {
    const result = runCheck({ BASE_PATH: '/portfolio-site' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('This site is built under /portfolio-site (BASE_PATH)');
  });

  it('goes on with no site URL (a local build)', () => {
    const result = runCheck({});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('a mistake in the content', () => {
  let dir: string;
  beforeAll(() => {
    dir = contentFolder('check-');
    writeFileSync(
      path.join(dir, 'projects', 'her-film.json'),
      JSON.stringify({
        slug: 'her-film',
        title: 'Her film',
        category: 'Short Film',
        role: ['Director'],
        studio: 'Her studio',
        year: 2025,
        filter: ['director'],
        imgHref: '/images/projects/Her Film – Still 1.jpg',
        description: 'A film.',
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops the build at its first step, naming the file, the field and the cause, without a stack trace', () => {
    const result = runCheck({ CONTENT_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${path.relative(ROOT, path.join(dir, 'projects/her-film.json'))} › imgHref: /images/projects/Her Film – Still 1.jpg does not exist under ${path.relative(ROOT, dir)}/`,
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe("a build that goes online (SITE_PUBLISH=1, as npm run deploy's)", () => {
  /** A content set of her own (the sample's words), so that the build is not refused for being the sample. */
  let hers: string;
  beforeAll(() => {
    hers = contentFolder('hers-');
  });
  afterAll(() => rmSync(hers, { recursive: true, force: true }));

  it('refuses the sample content, saying how to start her own', () => {
    const result = runCheck({ SITE_PUBLISH: '1', CONTENT_DIR: 'sample' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('This build would publish the sample content (sample/), not yours');
    expect(result.stderr).toContain('npm run new-site');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('stops at its first step when the site has no address of its own, saying where to write it', () => {
    const result = runCheck({ SITE_PUBLISH: '1', CONTENT_DIR: hers });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Site address check failed.');
    expect(result.stderr).toContain('Site › Site address');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it("stops with the sample's address", () => {
    const result = runCheck({
      SITE_PUBLISH: '1',
      CONTENT_DIR: hers,
      NEXT_PUBLIC_SITE_URL: 'https://lia-montenegro.example.com',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("with the sample's address");
  });

  it('goes on with her address, written once in the content', () => {
    const dir = contentFolder('address-');
    try {
      const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...site, siteUrl: 'https://ana-lima.art' }));
      const result = runCheck({ SITE_PUBLISH: '1', CONTENT_DIR: dir, CMS_GITHUB_REPO: 'ana-lima/portfolio' });
      expect([result.status, result.stderr]).toEqual([0, expect.stringContaining('the form posts to /api/send')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops at its first step when the editor has no repository to save to, saying how to name it', () => {
    const dir = contentFolder('repository-');
    // git reads an empty repository instead of this working copy's: no `origin` names her repository.
    const bare = mkdtempSync(path.join(os.tmpdir(), 'no-origin-'));
    try {
      const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...site, siteUrl: 'https://ana-lima.art' }));
      spawnSync('git', ['init', '-q', '--bare', bare]);
      const result = runCheck({ SITE_PUBLISH: '1', CONTENT_DIR: dir, GIT_DIR: bare });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Editor repository check failed.');
      expect(result.stderr).toContain('CMS_GITHUB_REPO=<you>/<repository>');
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
