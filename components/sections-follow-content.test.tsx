import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSet } from '@/lib/content/set';

/**
 * The sections follow the owner's content: what she does not have (client logos, voice demos, a showreel,
 * projects, a profile or a second one, a developer credit) leaves no empty section, tab or link behind. Each test
 * builds the site's components from a content folder of its own (CONTENT_DIR), read as a build reads it.
 */

/** Each site's testing library, to clear what it drew after each test (its `/pure` build adds no hook itself). */
const renderers: { cleanup: () => void }[] = [];
afterEach(() => renderers.forEach((renderer) => renderer.cleanup()));

/** The content folders made here, removed at the end. */
const folders: string[] = [];

/** The content set the tests start from (the sample, unless CONTENT_DIR names another), read before any test sets its own. */
const start = contentSet();
const read = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(start.data, file), 'utf8'));

/** A project with only the required fields, under the given filters. */
const project = (slug: string, filter: string[]) => ({
  slug,
  title: `Project ${slug}`,
  category: 'Short Film',
  role: ['Director'],
  studio: 'Her own studio',
  year: 2024,
  filter,
  description: 'A film of her own.',
});

/**
 * A content folder with the sample's words, pages and services (or the test's), and what the test gives of the rest: the site
 * file's own fields, the clients (none with a logo by default) and the projects. No showreel, no voice demos.
 */
function contentWith({
  site = {},
  projects = [] as ReturnType<typeof project>[],
  withoutCredit = true,
  services = undefined as unknown[] | undefined,
} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'her-content-'));
  folders.push(dir);
  const sample = read('site.json');
  if (withoutCredit) delete sample.developerCredit;
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...sample, ...site }));
  const clients = (read('clients.json').clients as { alt: string; id: string }[]).map(({ alt, id }) => ({ alt, id }));
  fs.writeFileSync(path.join(dir, 'clients.json'), JSON.stringify({ clients }));
  fs.copyFileSync(path.join(start.data, 'pages.json'), path.join(dir, 'pages.json'));
  if (services) fs.writeFileSync(path.join(dir, 'services.json'), JSON.stringify({ services }));
  else fs.copyFileSync(path.join(start.data, 'services.json'), path.join(dir, 'services.json'));
  fs.mkdirSync(path.join(dir, 'projects'));
  // The pictures its site file names (the hero), where a content set keeps its public files.
  fs.symlinkSync(path.join(start.files, 'images'), path.join(dir, 'images'));
  for (const item of projects) fs.writeFileSync(path.join(dir, 'projects', `${item.slug}.json`), JSON.stringify(item));
  return dir;
}

/** The site's modules, loaded afresh from a content folder, as a build from it would load them. */
async function siteFrom(dir: string) {
  process.env.CONTENT_DIR = dir;
  // The testing library with them: a fresh module registry has a React of its own, which only its own renderer drives.
  const load = async () => ({
    rtl: await import('@testing-library/react/pure'),
    data: await import('@/lib/content'),
    clients: await import('@/components/clients/clients-section'),
    voice: await import('@/components/media/voice-demos'),
    showreel: await import('@/components/media/showreel-section'),
    timeline: await import('@/components/about/timeline'),
    services: await import('@/components/services/services-section'),
    footer: await import('@/components/layout/site-footer'),
    cards: await import('@/components/contact/social-cards'),
    filters: await import('@/lib/gallery-filters'),
    structured: await import('@/lib/structured-data'),
  });
  let modules: Awaited<ReturnType<typeof load>> | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = await load();
  });
  renderers.push(modules!.rtl);
  return modules!;
}
type Site = Awaited<ReturnType<typeof siteFrom>>;

const originalDir = process.env.CONTENT_DIR;
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  if (originalDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = originalDir;
});

describe('a site whose content has no client logo, voice demo or showreel', () => {
  let site: Site;
  beforeAll(async () => {
    site = await siteFrom(contentWith({ projects: [project('first-film', ['director'])] }));
  });

  test('leaves out the clients carousel, the voice demos and the showreel', async () => {
    expect(site.data.clients).toEqual([]);
    expect(await site.clients.ClientsSection({ locale: 'en' })).toBeNull();
    expect(site.rtl.render(<site.voice.VoiceDemos locale="en" />).container).toBeEmptyDOMElement();
    expect(site.rtl.render(<site.showreel.ShowreelSection locale="en" />).container).toBeEmptyDOMElement();
  });

  test('offers All and only the gallery tabs its projects carry', () => {
    const { filterLabels } = site.data.site;
    const tabs = site.filters.galleryFilters(
      filterLabels,
      site.data.projects.map((item) => item.filters),
    );
    expect(tabs.map((tab) => tab.label)).toEqual([filterLabels.all, filterLabels.director]);
  });

  test('keeps the timeline for the projects it has', () => {
    const { screen, within } = site.rtl;
    site.rtl.render(<site.timeline.Timeline locale="en" />);
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')).toHaveLength(
      site.data.projects.length,
    );
  });
});

describe('a site with no service yet', () => {
  let site: Site;
  beforeAll(async () => {
    site = await siteFrom(contentWith({ services: [] }));
  });

  test('leaves out the services section, on Home (its heading) and on Services (its list)', () => {
    expect(site.data.services).toEqual([]);
    expect(site.rtl.render(<site.services.ServicesSection locale="en" />).container).toBeEmptyDOMElement();
    expect(
      site.rtl.render(<site.services.ServicesSection locale="en" withHeading={false} />).container,
    ).toBeEmptyDOMElement();
  });

  test('keeps the section, with a card, for a site with one service', async () => {
    const one = { icon: 'direction', title: 'Direction', desc: 'Short films, from script to screen.', delay: 0 };
    const withServices = await siteFrom(contentWith({ services: [one] }));
    const { screen } = withServices.rtl;
    withServices.rtl.render(<withServices.services.ServicesSection locale="en" />);
    expect(screen.getByRole('heading', { level: 3, name: one.title })).toBeInTheDocument();
  });
});

describe('a site with one social link and no developer credit', () => {
  const only = { label: 'Vimeo', kind: 'video', handle: 'her', href: 'https://vimeo.com/her', text: 'Her films' };
  let site: Site;
  beforeAll(async () => {
    site = await siteFrom(contentWith({ site: { socials: [only] } }));
  });

  test('shows that one link in the footer, and no credit', () => {
    const { screen, within } = site.rtl;
    site.rtl.render(<site.footer.SiteFooter locale="en" />);
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    const elsewhere = links.filter((link) => link.getAttribute('target') === '_blank');
    expect(elsewhere).toHaveLength(1);
    expect(elsewhere[0]).toHaveAccessibleName(only.label);
    expect(elsewhere[0]).toHaveAttribute('href', only.href);
    // Beside it, only the site's own privacy page.
    expect(links.filter((link) => !elsewhere.includes(link)).map((link) => link.getAttribute('href'))).toEqual([
      '/privacy',
    ]);
  });

  test('gives Contact one card, and search engines that one profile', () => {
    const { screen } = site.rtl;
    site.rtl.render(<site.cards.SocialCards locale="en" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', only.href);
    expect(site.structured.personData('en')).toMatchObject({ sameAs: [only.href] });
  });

  test('leaves out the timeline and every filter tab but All when there is no project yet', () => {
    expect(site.data.projects).toEqual([]);
    expect(site.rtl.render(<site.timeline.Timeline locale="en" />).container).toBeEmptyDOMElement();
    expect(site.filters.galleryFilters(site.data.site.filterLabels, []).map((tab) => tab.key)).toEqual(['all']);
  });
});

describe('a site with no social link', () => {
  let site: Site;
  beforeAll(async () => {
    site = await siteFrom(contentWith({ site: { socials: [] } }));
  });

  test('leaves the footer with no list of profiles and no link elsewhere', () => {
    const { screen, within } = site.rtl;
    site.rtl.render(<site.footer.SiteFooter locale="en" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('list')).toBeNull();
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy']);
  });

  test('gives Contact no cards, and search engines no profile', () => {
    expect(site.rtl.render(<site.cards.SocialCards locale="en" />).container).toBeEmptyDOMElement();
    expect(site.structured.personData('en')).not.toHaveProperty('sameAs');
  });
});

describe("a site's developer credit", () => {
  test('is a link named by its words when it has an address, and plain words without one', async () => {
    const linked = await siteFrom(
      contentWith({ site: { developerCredit: { label: 'Site by Ana', href: 'https://ana.example/' } } }),
    );
    linked.rtl.render(<linked.footer.SiteFooter locale="en" />);
    expect(linked.rtl.screen.getByRole('link', { name: 'Site by Ana' })).toHaveAttribute(
      'href',
      'https://ana.example/',
    );

    const words = await siteFrom(contentWith({ site: { developerCredit: { label: 'Site by Ana' } } }));
    const { container } = words.rtl.render(<words.footer.SiteFooter locale="en" />);
    expect(container).toHaveTextContent('Site by Ana');
    expect(words.rtl.within(container).queryByRole('link', { name: /Site by Ana/ })).toBeNull();
  });
});
