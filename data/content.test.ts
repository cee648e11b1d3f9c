import fs from 'node:fs';
import path from 'node:path';
import { clients, NO_IMAGE, projects, services, site } from './index';
import { projects as rawProjects } from './projects';
import { FILTER_TAGS, projectListSchema } from './schema';

const PUBLIC = path.join(__dirname, '..', 'public');
const existsInPublic = (src: string) => fs.existsSync(path.join(PUBLIC, src));

const SPEC_CATEGORIES = [
  'TV Series',
  'Advertising',
  'Music Video',
  'Short Film',
  'Feature Film',
  'TV Specials',
  'Animation Teaser',
  'Video Advertising',
  'Opening',
];

/** Which filter tag each role puts a project under. */
const TAG_FOR_ROLE: Record<string, string> = {
  Creator: 'filter-creator',
  Director: 'filter-director',
  'Cut Out Animation': 'filter-cutout',
  'Traditional Animation': 'filter-traditional',
  'Animation Supervisor': 'filter-supervisor',
  'Voice Actress': 'filter-voice',
};

const rolesOf = (role: string | readonly string[]) => (typeof role === 'string' ? [role] : [...role]);
const tagsOf = (filter: string) => filter.split(/\s+/);

describe('the site content', () => {
  describe('projects', () => {
    it('parse, all of them, through data/index.ts', () => {
      expect(projects).toHaveLength(rawProjects.length);
    });

    it('number about fifty', () => {
      expect(projects.length).toBeGreaterThanOrEqual(45);
      expect(projects.length).toBeLessThanOrEqual(60);
    });

    it('have unique slugs', () => {
      const slugs = projects.map((p) => p.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    });

    it('are rejected with a message naming the slug when two share one', () => {
      const first = rawProjects[0]!;
      const copy = [...rawProjects, { ...rawProjects[1]!, slug: first.slug }];
      const result = projectListSchema.safeParse(copy);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message).join('\n')).toContain(`"${first.slug}"`);
    });

    it('are listed oldest first, so the gallery can show them newest first', () => {
      const startYear = (year: string) => (year === 'In Development' ? 9999 : Number(year.slice(0, 4)));
      const starts = projects.map((p) => startYear(p.year));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('only carry known filter tags', () => {
      for (const project of projects) {
        for (const tag of tagsOf(project.filter)) expect(FILTER_TAGS).toContain(tag);
      }
    });

    it('fill every filter tab with at least three projects', () => {
      for (const tag of FILTER_TAGS) {
        const count = projects.filter((p) => tagsOf(p.filter).includes(tag)).length;
        expect({ tag, count: count >= 3 }).toEqual({ tag, count: true });
      }
    });

    it('carry the filter tags their roles call for, and no others', () => {
      for (const project of projects) {
        const expected = new Set(rolesOf(project.role).flatMap((role) => TAG_FOR_ROLE[role] ?? []));
        expect({ slug: project.slug, tags: [...tagsOf(project.filter)].sort() }).toEqual({
          slug: project.slug,
          tags: [...expected].sort(),
        });
      }
    });

    it('put at least ten projects under two filters or more', () => {
      expect(projects.filter((p) => tagsOf(p.filter).length >= 2).length).toBeGreaterThanOrEqual(10);
    });

    it('mix single roles and lists of roles', () => {
      expect(projects.some((p) => typeof p.role === 'string')).toBe(true);
      expect(projects.some((p) => Array.isArray(p.role) && p.role.length >= 2)).toBe(true);
    });

    it('cover every category the spec names', () => {
      const categories = new Set(projects.map((p) => p.category));
      for (const category of SPEC_CATEGORIES) expect(categories).toContain(category);
    });

    it('include a project in development and one spanning a range of years', () => {
      expect(projects.some((p) => p.year === 'In Development')).toBe(true);
      expect(projects.some((p) => /^\d{4}-\d{4}$/.test(p.year))).toBe(true);
    });

    it('write every year as a year, a range or "In Development"', () => {
      for (const project of projects) expect(project.year).toMatch(/^(\d{4}(-\d{4})?|In Development)$/);
    });

    it('include a client marked "(no info)"', () => {
      expect(projects.some((p) => p.client === '(no info)')).toBe(true);
    });

    it('link to an http(s) page, or say "soon" or "(no info)"', () => {
      for (const project of projects) expect(project.projectURL).toMatch(/^(https?:\/\/\S+|soon|\(no info\))$/);
      expect(projects.filter((p) => p.projectURL === 'soon').length).toBeGreaterThanOrEqual(3);
      expect(projects.filter((p) => p.projectURL === '(no info)').length).toBeGreaterThanOrEqual(3);
    });

    it('include some without an image, shown with the placeholder', () => {
      expect(projects.some((p) => p.imgHref === NO_IMAGE)).toBe(true);
    });

    it('have artwork that exists under public/', () => {
      const missing = projects.filter((p) => !existsInPublic(p.imgHref)).map((p) => p.imgHref);
      expect(missing).toEqual([]);
      expect(existsInPublic(NO_IMAGE)).toBe(true);
    });

    it('name their own artwork after their slug', () => {
      for (const project of projects.filter((p) => p.imgHref !== NO_IMAGE)) {
        expect(project.imgHref).toBe(`/images/projects/${project.slug}.jpg`);
      }
    });
  });

  describe('clients', () => {
    it('are exactly 32, with distinct names and logos', () => {
      expect(clients).toHaveLength(32);
      expect(new Set(clients.map((c) => c.alt)).size).toBe(32);
      expect(new Set(clients.map((c) => c.src)).size).toBe(32);
    });

    it('have logos that exist under public/', () => {
      expect(clients.filter((c) => !existsInPublic(c.src)).map((c) => c.src)).toEqual([]);
    });
  });

  describe('services', () => {
    it('are the six of the spec, in order, revealed 100 ms apart', () => {
      expect(services.map((s) => s.title)).toEqual([
        'Direction',
        'Supervision',
        'Cut Out',
        'Traditional',
        'Voice Acting',
        'Original IP',
      ]);
      expect(services.map((s) => s.delay)).toEqual([100, 200, 300, 400, 500, 600]);
    });
  });

  describe('the site', () => {
    it('lists the seven roles of the spec, in order', () => {
      expect(site.roles).toEqual([
        '2D Animator',
        'Director',
        'Supervisor',
        'Traditional',
        'Cut Out',
        'Original IPs',
        'Voice Actress',
      ]);
    });

    it('has social links for a professional network, a photo site and a video site, in that order', () => {
      expect(site.socials.map((s) => s.kind)).toEqual(['professional', 'photo', 'video']);
    });

    it('has a hero image that exists under public/', () => {
      expect(existsInPublic(site.heroImage.src)).toBe(true);
    });
  });
});
