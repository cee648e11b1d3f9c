import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkEditorRepository, editorRepository, originRepository } from './editor-repository';

describe("the content editor's repository", () => {
  test("is read from a clone's GitHub origin, over SSH or HTTPS, and from no other host", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'origin-'));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    try {
      git('init', '-q');
      expect(originRepository(dir)).toBeUndefined();
      git('remote', 'add', 'origin', 'git@github.com:ana-lima/portfolio.git');
      expect(originRepository(dir)).toBe('ana-lima/portfolio');
      git('remote', 'set-url', 'origin', 'https://github.com/ana-lima/my.site');
      expect(originRepository(dir)).toBe('ana-lima/my.site');
      git('remote', 'set-url', 'origin', 'https://gitlab.com/ana-lima/portfolio.git');
      expect(originRepository(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('takes CMS_GITHUB_REPO first, then GitHub Actions, then Netlify, then the origin', () => {
    const origin = () => 'ana/origin';
    expect(editorRepository({ CMS_GITHUB_REPO: 'ana/cms', GITHUB_REPOSITORY: 'ana/actions' }, origin)).toBe('ana/cms');
    expect(editorRepository({ GITHUB_REPOSITORY: 'ana/actions' }, origin)).toBe('ana/actions');
    expect(editorRepository({ REPOSITORY_URL: 'https://github.com/ana/netlify.git' }, origin)).toBe('ana/netlify');
    expect(editorRepository({}, origin)).toBe('ana/origin');
    expect(editorRepository({}, () => undefined)).toBeUndefined();
  });

  test('is required by a build that goes online, and must be owner/repository', () => {
    expect(checkEditorRepository({}, undefined)).toEqual({ ok: true });
    expect(checkEditorRepository({ SITE_PUBLISH: '1' }, 'ana/portfolio')).toEqual({ ok: true });
    const missing = checkEditorRepository({ SITE_PUBLISH: '1' }, undefined);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.problem).toContain('CMS_GITHUB_REPO=<you>/<repository>');
    const malformed = checkEditorRepository({}, 'https://github.com/ana/portfolio');
    expect(!malformed.ok && malformed.problem).toContain('must be owner/repository');
  });
});
