import { contentFilesPort, devContentRewrites, isPublishedPath } from './dev-files';

describe("the development server of a content set's files", () => {
  it('publishes its pictures, videos, icons and generated files, never its JSON or private sources', () => {
    for (const published of [
      '/images/hero/hero.jpg',
      '/media/Meu Filme.mp4',
      '/favicon.ico',
      '/_img/a-640.avif',
      '/pt-br/cv.pdf',
    ])
      expect(isPublishedPath(published)).toBe(true);
    for (const kept of [
      '/',
      '/data/site.json',
      '/private/images/a.jpg',
      '/projects/a.json',
      '/site.json',
      '/README.md',
      '/images/.secret',
    ])
      expect(isPublishedPath(kept)).toBe(false);
  });

  it('listens where CONTENT_FILES_PORT says, 3100 without it, and refuses a port that is not one', () => {
    expect(contentFilesPort({})).toBe(3100);
    expect(contentFilesPort({ CONTENT_FILES_PORT: '4100' })).toBe(4100);
    expect(() => contentFilesPort({ CONTENT_FILES_PORT: 'http' })).toThrow('CONTENT_FILES_PORT must be a port number');
  });

  it('is asked only for what no page or public/ file answers', () => {
    const rewrites = devContentRewrites(4100);
    expect(rewrites.beforeFiles).toEqual([]);
    expect(rewrites.afterFiles).toEqual([]);
    expect(rewrites.fallback).toEqual([{ source: '/:path((?!_next/).+)', destination: 'http://127.0.0.1:4100/:path' }]);
    // Next's own files and its live-reload socket stay Next's.
    const source = rewrites.fallback.map((rule) => rule.source).join('');
    const pattern = new RegExp(`^/${source.slice('/:path('.length, -1)}$`);
    expect(pattern.test('/images/hero/hero.jpg')).toBe(true);
    expect(pattern.test('/_next/webpack-hmr')).toBe(false);
  });
});
