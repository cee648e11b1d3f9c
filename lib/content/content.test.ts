import fs from 'node:fs';
import path from 'node:path';
import { clients, pages, projects, services, site } from './index';
import { contentDir, publicDir } from './load';
import { FILTER_KEYS } from './schema';

/**
 * Rules that any valid content keeps, whatever the owner puts in it: these tests run on the content folder the
 * build reads (`data/`, or `CONTENT_DIR`), never on the sample's counts.
 */
const PUBLIC = publicDir();
const existsInPublic = (src: string) => fs.existsSync(path.join(PUBLIC, src));
const thisYear = new Date().getFullYear();

describe(`the content in ${path.relative(process.cwd(), contentDir())}`, () => {
  describe('projects', () => {
    it('are one file each, all of them read', () => {
      const files = fs.readdirSync(path.join(contentDir(), 'projects')).filter((name) => name.endsWith('.json'));
      expect(projects).toHaveLength(files.length);
    });

    it('have unique slugs', () => {
      const slugs = projects.map((p) => p.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    });

    it('are read oldest first, so the gallery can show them newest first', () => {
      const starts = projects.map((p) => p.years.start ?? Number.POSITIVE_INFINITY);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('only carry known filters, each once', () => {
      for (const project of projects) {
        for (const key of project.filters) expect(FILTER_KEYS).toContain(key);
        expect(new Set(project.filters).size).toBe(project.filters.length);
      }
    });

    it('have sane dates: a start year unless in development, an end no earlier than the start, nothing far ahead', () => {
      for (const project of projects) {
        const { start, end, inDevelopment } = project.years;
        if (!inDevelopment)
          expect({ slug: project.slug, start }).toEqual({ slug: project.slug, start: expect.any(Number) });
        if (start !== undefined) expect(start).toBeLessThanOrEqual(thisYear + 1);
        if (end !== undefined) expect(end).toBeGreaterThanOrEqual(start!);
      }
    });

    it('have artwork that exists under public/, when they have any', () => {
      const missing = projects.flatMap((p) => (p.imgHref && !existsInPublic(p.imgHref) ? [p.imgHref] : []));
      expect(missing).toEqual([]);
    });

    it('link only to http(s) pages', () => {
      for (const project of projects.filter((p) => p.projectURL)) {
        expect(new URL(project.projectURL!).protocol).toMatch(/^https?:$/);
      }
    });
  });

  describe('clients', () => {
    it('have distinct names and logos', () => {
      expect(new Set(clients.map((c) => c.alt)).size).toBe(clients.length);
      expect(new Set(clients.map((c) => c.src)).size).toBe(clients.length);
    });

    it('have logos that exist under public/', () => {
      expect(clients.filter((c) => !existsInPublic(c.src)).map((c) => c.src)).toEqual([]);
    });
  });

  describe('services', () => {
    it('have distinct titles', () => {
      expect(new Set(services.map((s) => s.title)).size).toBe(services.length);
    });
  });

  describe('the site', () => {
    it('has a hero image that exists under public/', () => {
      expect(existsInPublic(site.heroImage.src)).toBe(true);
    });

    it('has a label for every gallery tab', () => {
      for (const key of ['all', ...FILTER_KEYS] as const) expect(site.filterLabels[key]).toMatch(/\S/);
    });

    it('leaves no unfilled {placeholder} in any text a visitor reads', () => {
      const texts = [
        site.tagline,
        ...site.bio,
        ...Object.values(pages).flatMap((copy) => [copy.title, copy.description, copy.lead ?? '']),
      ];
      expect(texts.filter((text) => /\{\w+\}/.test(text))).toEqual([]);
    });
  });
});
