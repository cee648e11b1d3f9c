import { spawnSync } from 'node:child_process';
import path from 'node:path';
import packageJson from '../package.json';

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
  it('is the check first, before the images, fonts and next build', () => {
    expect(packageJson.scripts.build).toMatch(/^tsx scripts\/check-contact-endpoint\.ts && /);
  });

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
