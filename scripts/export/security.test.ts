/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import {
  ADMIN_HEADERS,
  HOST_LIMITS,
  adminPolicy,
  headerPolicy,
  headerRules,
  hostLimitProblems,
  frameOriginsIn,
  streamsIn,
  inlineScriptHashes,
  securityFor,
  type ExportedPage,
  type SecurityOptions,
} from './security';

/** A page with `count` inline scripts of its own (the RSC payload chunks differ from page to page). */
function page(name: string, count: number): ExportedPage {
  return {
    scriptHashes: Array.from({ length: count }, (_, index) =>
      createHash('sha256').update(`${name}:${index}`).digest('base64'),
    ),
  };
}

/** The export of a site with `projects` project pages: the fixed routes, the 404 pages and one page per project. */
function site(projects: number): ExportedPage[] {
  const fixed = ['/', '/about', '/services', '/portfolio', '/contact', '/404', '/_not-found'].map((name) =>
    page(name, 12),
  );
  return [...fixed, ...Array.from({ length: projects }, (_, index) => page(`/portfolio/project-${index}`, 9))];
}

const OPTION_SETS: SecurityOptions[] = [
  { basePath: '', contactEndpoint: 'http://localhost:8787/api/send' },
  // A GitHub Pages project site with a long name, and a long endpoint address: the longest lines we can expect.
  {
    basePath: '/a-portfolio-repository-with-a-rather-long-name',
    contactEndpoint: 'https://contact-service.some-long-subdomain.example-animation-studio.com/api/send',
  },
  { basePath: '', contactEndpoint: '/api/send' },
];

describe.each(OPTION_SETS)('the security of a 500-project export (%o)', (options) => {
  const pages = site(500);
  const { headersFile, metaPolicies } = securityFor(pages, options);

  test('the headers file stays within every documented host limit', () => {
    expect(pages).toHaveLength(507);
    expect(hostLimitProblems(headersFile)).toEqual([]);
    expect(headerRules(headersFile)).toHaveLength(4);
    expect(headerRules(headersFile).length).toBeLessThanOrEqual(HOST_LIMITS.rules);
    for (const line of headersFile.split('\n')) expect(line.length).toBeLessThanOrEqual(HOST_LIMITS.lineLength);
  });

  test('the headers file does not grow with the number of pages', () => {
    expect(securityFor(site(0), options).headersFile).toBe(headersFile);
    expect(headersFile).not.toContain('sha256-');
  });

  test('every path gets HSTS, COOP, the protective headers and a header policy with frame-ancestors', () => {
    const base = options.basePath;
    expect(headerRules(headersFile)).toEqual([
      `${base}/*`,
      `${base}/_next/static/*`,
      `${base}/_img/*`,
      `${base}/_media/*`,
    ]);
    const everyPath = headersFile.split(`${base}/*\n`)[1]!.split(`\n${base}/_next/static/*`)[0]!;
    expect(everyPath).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    expect(everyPath).toContain('  Cross-Origin-Opener-Policy: same-origin\n');
    expect(everyPath).toContain('  X-Content-Type-Options: nosniff\n');
    expect(everyPath).toContain('  X-Frame-Options: DENY\n');
    expect(everyPath).toContain(`  Content-Security-Policy: ${headerPolicy(options)}`);
  });

  test("the header policy leaves scripts to each page's meta policy and adds what a meta tag cannot carry", () => {
    const policy = headerPolicy(options);
    // Both policies are enforced: a script source here would have to list every page's hashes.
    expect(policy).not.toMatch(/(^|; )(default-src|script-src|script-src-elem|script-src-attr) /);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });

  test('each page keeps its own script hashes in its meta policy, with nothing looser', () => {
    expect(metaPolicies).toHaveLength(pages.length);
    pages.forEach(({ scriptHashes }, index) => {
      const policy = metaPolicies[index]!;
      const directives = policy.split('; ');
      expect(directives[0]).toBe("default-src 'self'");
      expect(directives[1]).toBe(`script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`);
      expect(policy).not.toContain('unsafe-eval');
      expect(directives.filter((directive) => directive.includes('unsafe-inline'))).toEqual([
        "style-src 'self' 'unsafe-inline'",
      ]);
      // frame-ancestors is ignored (with a warning) in a meta tag: the header carries it.
      expect(policy).not.toContain('frame-ancestors');
      // The directives the header shares have the same value in both, so the pair never blocks more than one.
      for (const shared of headerPolicy(options).split('; ')) {
        if (!shared.startsWith('frame-ancestors')) expect(directives).toContain(shared);
      }
    });
  });
});

/** The headers a host sends for `path`: every matching rule in order, a later value replacing an earlier one. */
function headersAt(headersFile: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of headersFile.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      applies = new RegExp(`^${line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
    } else if (applies && line.trim().startsWith('!')) {
      delete headers[line.trim().slice(1).trim()];
    } else if (applies) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

describe.each(OPTION_SETS)('an export with the content editor at /admin/ (%o)', (options) => {
  const pages = [...site(500), { scriptHashes: [], admin: true }];
  const { headersFile, metaPolicies } = securityFor(pages, options);
  const withoutEditor = securityFor(site(500), options);
  const base = options.basePath;

  test("adds one rule for the editor's folder and leaves the site's rules as they were", () => {
    expect(headerRules(headersFile)).toEqual([
      `${base}/*`,
      `${base}/_next/static/*`,
      `${base}/_img/*`,
      `${base}/_media/*`,
      `${base}/admin/*`,
    ]);
    expect(headersFile.startsWith(withoutEditor.headersFile.trimEnd())).toBe(true);
    expect(hostLimitProblems(headersFile)).toEqual([]);
    expect(metaPolicies.slice(0, -1)).toEqual(withoutEditor.metaPolicies);
  });

  test("gives the editor's pages its own policy, COOP for its sign-in popup and noindex, in place of the site's", () => {
    const editor = headersAt(headersFile, `${base}/admin/`);
    expect(editor['Content-Security-Policy']).toBe(adminPolicy({ header: true }));
    expect(editor['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(editor['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headersAt(headersFile, `${base}/admin/config.yml`)).toEqual(editor);
    // Detached first, so that Cloudflare Pages does not join the site's policy to it (both would be enforced).
    const rule = headersFile.split(`${base}/admin/*\n`)[1]!;
    expect(rule.indexOf('  ! Content-Security-Policy')).toBeLessThan(rule.indexOf('  Content-Security-Policy:'));
    expect(rule).toContain('  ! Cross-Origin-Opener-Policy\n');
  });

  test("keeps the site's pages exactly as strict as before", () => {
    for (const path of [`${base}/`, `${base}/about`, `${base}/administration`, `${base}/portfolio/admin`]) {
      const site = headersAt(headersFile, path);
      expect(site['Content-Security-Policy']).toBe(headerPolicy(options));
      expect(site['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(site['X-Robots-Tag']).toBeUndefined();
    }
    expect(metaPolicies.slice(0, -1).filter((policy) => /unsafe-eval|api\.github\.com/.test(policy))).toEqual([]);
  });

  test("gives the editor's page the editor's policy in its meta tag, without what a meta tag ignores", () => {
    expect(metaPolicies.at(-1)).toBe(adminPolicy());
    expect(metaPolicies.at(-1)).not.toContain('frame-ancestors');
  });
});

describe("the content editor's policy", () => {
  const directives = (policy: string) => policy.split('; ');

  test('allows what Decap CMS needs, and GitHub only where the deployed editor talks to it', () => {
    const deployed = directives(adminPolicy({ header: true }));
    expect(deployed).toContain("script-src 'self' 'unsafe-eval'");
    expect(deployed).toContain("connect-src 'self' blob: https://api.github.com");
    expect(deployed).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com");
    expect(deployed).toContain("frame-ancestors 'none'");
    expect(ADMIN_HEADERS['Content-Security-Policy']).toBe(adminPolicy({ header: true }));
    const local = adminPolicy({ local: true });
    expect(local).not.toContain('github');
    expect(directives(local)).toContain("connect-src 'self' blob:");
  });

  test('stays strict about everything else: no inline scripts, plugins, foreign forms or base', () => {
    const policy = directives(adminPolicy());
    expect(policy.filter((directive) => directive.startsWith('script-src'))).toEqual([
      "script-src 'self' 'unsafe-eval'",
    ]);
    expect(policy).toEqual(
      expect.arrayContaining(["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]),
    );
  });
});

describe('the contact endpoint in the policies', () => {
  test('an absolute endpoint adds its origin to connect-src, a relative one nothing', () => {
    const absolute = securityFor(site(1), { basePath: '', contactEndpoint: 'https://contact.example.com/api/send' });
    expect(absolute.metaPolicies[0]).toContain("connect-src 'self' https://contact.example.com;");
    expect(absolute.headersFile).toContain("connect-src 'self' https://contact.example.com;");
    const relative = securityFor(site(1), { basePath: '', contactEndpoint: '/api/send' });
    expect(relative.metaPolicies[0]).toContain("connect-src 'self';");
  });

  test("the statistics endpoint's origin is allowed too, once when it is the contact service's", () => {
    const elsewhere = securityFor(site(1), {
      basePath: '',
      contactEndpoint: '/api/send',
      statsEndpoint: 'https://stats.example.com/api/stats/event',
    });
    expect(elsewhere.metaPolicies[0]).toContain("connect-src 'self' https://stats.example.com;");
    const same = securityFor(site(1), {
      basePath: '',
      contactEndpoint: 'https://contact.example.com/api/send',
      statsEndpoint: 'https://contact.example.com/api/stats/event',
    });
    expect(same.headersFile).toContain("connect-src 'self' https://contact.example.com;");
  });
});

describe('an external video player in the policies', () => {
  test('only the page that may load it can frame its origin; no other page and not the header file', () => {
    const pages = [
      { scriptHashes: ['abc'], frameOrigins: ['https://www.youtube-nocookie.com'] },
      { scriptHashes: ['abc'] },
    ];
    const { metaPolicies, headersFile } = securityFor(pages, { basePath: '', contactEndpoint: '/api/send' });
    expect(metaPolicies[0]).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(metaPolicies[1]).not.toContain('frame-src');
    expect(headersFile).not.toContain('youtube');
  });
});

describe('hostLimitProblems', () => {
  test('reports more rules than Cloudflare Pages reads', () => {
    const file = Array.from({ length: 101 }, (_, index) => `/page-${index}\n  X-Test: yes`).join('\n');
    expect(hostLimitProblems(file)).toEqual(['101 rules (Cloudflare Pages reads at most 100)']);
  });

  test('reports a line over 2,000 characters', () => {
    const file = `# comment\n/*\n  X-Long: ${'a'.repeat(2000)}\n`;
    expect(hostLimitProblems(file)).toEqual(['line 3 has 2010 characters (at most 2000)']);
  });

  test('counts neither comments nor header lines as rules', () => {
    expect(headerRules('# a comment\n/*\n  X-A: 1\n\n/b\n  X-B: 2\n')).toEqual(['/*', '/b']);
  });
});

describe('inlineScriptHashes', () => {
  test('hashes the inline scripts the browser runs, not external scripts or data blocks', () => {
    const html =
      '<script>self.a=1</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Person"}</script><script id="b">self.b=2</script><script></script>';
    const sha = (body: string) => createHash('sha256').update(body, 'utf8').digest('base64');
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('self.b=2')].sort());
  });
});

describe("a page's player origins", () => {
  it('are the known players its HTML announces, each once, and nothing else', () => {
    const html =
      '<div data-frame-origin="https://player.vimeo.com"></div><div data-frame-origin="https://www.youtube-nocookie.com"></div>' +
      '<div data-frame-origin="https://player.vimeo.com"></div><div data-frame-origin="https://evil.example"></div>';
    expect(frameOriginsIn(html)).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    expect(frameOriginsIn('<p>no player</p>')).toEqual([]);
  });
});

describe("a protected project's page in the policies", () => {
  const pages = [{ scriptHashes: ['abc'], sealed: true }, { scriptHashes: ['abc'] }];
  const { metaPolicies, headersFile } = securityFor(pages, { basePath: '/repo', contactEndpoint: '/api/send' });

  test('it may play media from blob: (its decrypted videos)', () => {
    expect(metaPolicies[0]).toContain("media-src 'self' blob:");
    // Its sealed files come from the site itself: connect-src 'self' already lets the page fetch them.
    expect(metaPolicies[0]).toContain("connect-src 'self'");
  });

  test('its sealed files, named by their hash, are cached for good, under the base path', () => {
    expect(headerRules(headersFile)).toContain('/repo/_nda/*');
    expect(headersFile).toContain('/repo/_nda/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(
      headerRules(securityFor([pages[1]!], { basePath: '', contactEndpoint: '/api/send' }).headersFile),
    ).not.toContain('/_nda/*');
  });
});

describe('a page with an adaptive stream in the policies', () => {
  test('it is told by a master playlist of the encoded media, in a <source> or in data', () => {
    expect(streamsIn('<video><source src="/_media/showreel.0123456789ab.m3u8" type="x"></video>')).toBe(true);
    expect(
      streamsIn('<script>self.__next_f.push([1,"{\\"stream\\":\\"/repo/_media/a.0123456789ab.m3u8\\"}"])</script>'),
    ).toBe(true);
    expect(streamsIn('<video><source src="/_media/showreel.0123456789ab.360.mp4"></video>')).toBe(false);
  });

  test('every page may play media from blob: (Media Source Extensions), as a page keeps its policy through in-page navigations', () => {
    const { metaPolicies, headersFile } = securityFor([{ scriptHashes: [], streams: true }, { scriptHashes: [] }], {
      basePath: '',
      contactEndpoint: '/api/send',
    });
    // A visitor who lands on a page without a video and goes to the showreel's in the page keeps the first policy.
    expect(metaPolicies[0]).toContain("media-src 'self' blob:");
    expect(metaPolicies[1]).toContain("media-src 'self' blob:");
    // The header policy has no default-src, so it leaves media to the page's own.
    expect(headersFile).not.toContain('media-src');
    expect(headersFile).not.toContain('default-src');
  });
});
