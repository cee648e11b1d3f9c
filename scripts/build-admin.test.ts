/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { configYaml } from '../cms/generate-config';
import { contentDir, loadContent } from '../lib/content/load';
import {
  REPO_PLACEHOLDER,
  backendSettingsFrom,
  deployedConfig,
  localConfig,
  publicClients,
  writeAdmin,
} from './build-admin';

const source = configYaml();
const read = (text: string) => parse(text, { merge: true }) as Record<string, unknown> & { backend: object };

describe("the deployed editor's config.yml", () => {
  test('without settings: the GitHub backend with the placeholder repository, and no local backend', () => {
    const config = read(deployedConfig(source, {}));
    expect(config.backend).toEqual({ name: 'github', repo: REPO_PLACEHOLDER, branch: 'main' });
    expect(config).not.toHaveProperty('local_backend');
    expect(config.collections).toEqual(read(source).collections);
  });

  test('takes the repository, branch and sign-in service from the build', () => {
    const config = read(
      deployedConfig(source, {
        repo: 'lia/portfolio',
        branch: 'site',
        authUrl: 'https://auth.example.com/',
        authEndpoint: '/oauth',
        siteUrl: 'https://lia.example.com',
      }),
    );
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'lia/portfolio',
      branch: 'site',
      base_url: 'https://auth.example.com',
      auth_endpoint: 'oauth',
    });
    expect(config).toMatchObject({ site_url: 'https://lia.example.com', display_url: 'https://lia.example.com' });
  });

  test('stops the build on a repository that is not owner/repository', () => {
    expect(() => deployedConfig(source, { repo: 'https://github.com/lia/portfolio' })).toThrow(
      'CMS_GITHUB_REPO must be owner/repository',
    );
  });

  test("finds the repository on GitHub Actions and Netlify, CMS_GITHUB_REPO first, this clone's origin last", () => {
    expect(backendSettingsFrom({ GITHUB_REPOSITORY: 'lia/site' }).repo).toBe('lia/site');
    expect(backendSettingsFrom({ REPOSITORY_URL: 'https://github.com/lia/site.git' }).repo).toBe('lia/site');
    expect(backendSettingsFrom({ REPOSITORY_URL: 'https://gitlab.com/lia/site' }).repo).toBeUndefined();
    expect(backendSettingsFrom({ CMS_GITHUB_REPO: 'lia/cms', GITHUB_REPOSITORY: 'lia/site' }).repo).toBe('lia/cms');
    expect(backendSettingsFrom({}, () => 'ana/from-origin').repo).toBe('ana/from-origin');
    expect(backendSettingsFrom({ GITHUB_REPOSITORY: 'lia/site' }, () => 'ana/from-origin').repo).toBe('lia/site');
    expect(backendSettingsFrom({}, () => undefined)).toEqual({
      repo: undefined,
      branch: undefined,
      authUrl: undefined,
      authEndpoint: undefined,
      siteUrl: undefined,
    });
  });
});

test("`npm run cms`'s config.yml points the local backend at the editor's own origin", () => {
  const config = read(localConfig(source, 'http://localhost:3300/api/v1'));
  expect(config.local_backend).toEqual({ url: 'http://localhost:3300/api/v1' });
  expect(config.backend).toEqual(read(source).backend);
});

test('the editor folder holds the page, its script, the config and Decap from node_modules, nothing else', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-'));
  try {
    await writeAdmin(path.join(dir, 'admin'), 'backend: {}\n');
    const files = readdirSync(path.join(dir, 'admin'));
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'init.js', 'config.yml', 'decap-cms.js', 'preview.js', 'preview.css']),
    );
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(
      files.every((file) =>
        /^(index\.html|init\.js|preview\.(js|css)|config\.yml|(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?|\w+\.wasm)$/.test(
          file,
        ),
      ),
    ).toBe(true);
    const page = readFileSync(path.join(dir, 'admin', 'index.html'), 'utf8');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(existsSync(path.join(dir, 'admin', 'decap-cms.js'))).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the preview pane's code is the editor's only: its page loads it, the site's code never imports it", () => {
  const page = readFileSync(path.join(__dirname, '..', 'cms', 'index.html'), 'utf8');
  expect(page).toContain('<script src="preview.js"></script>');
  const sources = ['app', 'components', 'lib'].flatMap((folder) =>
    readdirSync(path.join(__dirname, '..', folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => path.join(folder, file)),
  );
  expect(sources.length).toBeGreaterThan(10);
  const importing = sources.filter((file) =>
    /from ['"][^'"]*cms\//.test(readFileSync(path.join(__dirname, '..', file), 'utf8')),
  );
  expect(importing).toEqual([]);
});

describe("the preview's built-in list of client names", () => {
  test('names the clients the site shows, never one only a protected project names (docs/nda.md)', async () => {
    const content = loadContent();
    const names = (await publicClients(contentDir(), content.clientList)).map((client) => client.alt);
    for (const logo of content.clients) expect(names).toContain(logo.alt);
    for (const project of content.projects.filter((open) => !open.nda)) {
      expect(names).toContain(project.studio);
      if (project.client) expect(names).toContain(project.client);
    }
    const open = new Set(content.projects.flatMap((project) => [project.studio, project.client]));
    const onlyPrivate = content.sealed
      .flatMap(({ project }) => [project.studio, project.client])
      .filter((name): name is string => !!name && !open.has(name) && !content.clients.some((c) => c.alt === name));
    for (const name of onlyPrivate) expect(names).not.toContain(name);
  });
});
