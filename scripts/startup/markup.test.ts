import { CHUNKS_ATTRIBUTE } from './loader';
import { StartupError, assertNoChunkTags, loaderChunks, paintFirst, tagsOf } from './markup';
import packageJson from '../../package.json';
import { checkNextVersion } from './next-version';

const CODE = { boot: 'BOOT()', bootingMark: 'MARK()' };
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

/** A page as Next 16 exports it: async chunk tags in the <head> and one in the <body>, preloads, inline scripts. */
function nextPage({ head = '', body = '' } = {}): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<link rel="preload" as="script" fetchPriority="low" href="${chunk('late')}"/>` +
    `<script src="${chunk('a')}" async=""></script><script src="${chunk('turbopack-b')}" async=""></script>` +
    `<script src="${chunk('polyfills')}" noModule=""></script>${head}</head>` +
    `<body><main>Hello</main><script id="_R_">self.__next_r="x"</script><script src="${chunk('late')}" async=""></script>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${body}</body></html>`
  );
}

const scriptSources = (html: string) =>
  tagsOf(html)
    .filter((tag) => tag.name === 'script' && tag.attributes.has('src'))
    .map((tag) => tag.attributes.get('src'));

function expectToStopTheBuild(run: () => unknown, message: RegExp): void {
  expect(run).toThrow(StartupError);
  expect(run).toThrow(message);
}

describe('paint first', () => {
  test('moves every async chunk tag into the loader, in the order Next wrote them', () => {
    const { html, chunks } = paintFirst(nextPage(), CODE, 'page');
    expect(chunks).toEqual([chunk('a'), chunk('turbopack-b'), chunk('late')]);
    expect(loaderChunks(html)).toEqual(chunks);
    expect(html).toContain(`<script ${CHUNKS_ATTRIBUTE}="`);
    expect(html).toMatch(/BOOT\(\)<\/script><\/body><\/html>$/);
  });

  test('leaves the legacy nomodule polyfill, the inline scripts with attributes and the content alone', () => {
    const { html } = paintFirst(nextPage(), CODE, 'page');
    expect(scriptSources(html)).toEqual([chunk('polyfills')]);
    expect(html).toContain('<script id="_R_">self.__next_r="x"</script>');
    expect(html).toContain('<main>Hello</main>');
  });

  test('leaves the data scripts that end the body in place, in their order, and puts the loader after them', () => {
    const body = '<script>self.__next_f.push([1,"a"])</script>\n<script>self.__next_f.push([1,"b"]) // end</script>';
    const { html } = paintFirst(nextPage({ body }), CODE, 'page');
    expect(html).toContain(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a"])</script>\n' +
        '<script>self.__next_f.push([1,"b"]) // end</script><script data-chunks="',
    );
    expect(html).toMatch(/>BOOT\(\)<\/script><\/body><\/html>$/);
  });

  test('stops the build on a page that does not end with its data scripts (a reveal script after them, say)', () => {
    const body = '<script>self.__next_f.push([1,"a"])</script><script>$RC("B:0","S:0")</script>';
    expectToStopTheBuild(
      () => paintFirst(nextPage({ body }), CODE, 'about.html'),
      /about\.html does not end with Next's data scripts/,
    );
  });

  test('drops the script preloads, which would fetch the chunks before the first paint', () => {
    const { html } = paintFirst(nextPage(), CODE, 'page');
    expect(tagsOf(html).filter((tag) => tag.name === 'link')).toEqual([]);
  });

  test('marks the page as booting first thing in its head, after the character set', () => {
    const { html } = paintFirst(nextPage(), CODE, 'page');
    expect(html).toContain('<head><meta charSet="utf-8"/><script>MARK()</script>');
  });

  test('finds chunk tags whatever their attribute order, quoting or case, and under a base path', () => {
    const page = nextPage({
      head:
        `<script async src='/studio-site${chunk('c')}'></script>` +
        `<SCRIPT ASYNC = "" SRC=https://cdn.example.com${chunk('d')}></SCRIPT >`,
    });
    const { html, chunks } = paintFirst(page, CODE, 'page');
    expect(chunks).toContain(`/studio-site${chunk('c')}`);
    expect(chunks).toContain(`https://cdn.example.com${chunk('d')}`);
    expect(scriptSources(html)).toEqual([chunk('polyfills')]);
  });

  test('takes no text inside a comment or an inline script for a tag', () => {
    const text = `<script src="${chunk('x')}" async=""></script>`;
    const page = nextPage({ head: `<!-- ${text} --><script>const s = "${text.replace('</', '<\\/')}";</script>` });
    expect(paintFirst(page, CODE, 'page').chunks).not.toContain(chunk('x'));
  });

  test.each([
    ['defer', `<script src="${chunk('e')}" defer=""></script>`],
    ['blocking', `<script src="${chunk('e')}"></script>`],
    ['module', `<script type="module" src="${chunk('e')}" async=""></script>`],
    ['integrity', `<script src="${chunk('e')}" async="" integrity="sha384-x"></script>`],
  ])('stops the build on a page left with an untouched chunk tag (%s)', (_kind, tag) => {
    expectToStopTheBuild(() => paintFirst(nextPage({ head: tag }), CODE, 'about.html'), /about\.html still loads 1/);
  });

  test('names the tags left over', () => {
    const tag = `<script defer src="${chunk('e')}"></script>`;
    expectToStopTheBuild(() => assertNoChunkTags(`<html><body>${tag}</body></html>`), /<script defer src=/);
    expect(() => assertNoChunkTags(`<script src="${chunk('p')}" nomodule></script>`)).not.toThrow();
  });

  test('refuses a page with no chunk tag (one it has rewritten already among them)', () => {
    const tuned = paintFirst(nextPage(), CODE, 'page').html;
    expectToStopTheBuild(() => paintFirst(tuned, CODE, 'page'), /markup changed/);
    expectToStopTheBuild(() => paintFirst('<html><head></head><body></body></html>', CODE, 'page'), /markup changed/);
  });

  test('carries chunk URLs safely in the attribute', () => {
    const src = `${chunk('f')}?v=1&x="2"`;
    const { html } = paintFirst(
      nextPage({ head: `<script src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" async></script>` }),
      CODE,
      'page',
    );
    expect(loaderChunks(html)).toContain(src);
  });
});

describe('the Next version check', () => {
  test('names the versions the step was checked against', () => {
    expect(checkNextVersion('16.4.6')).toBe('checked against Next 16.4.6 (installed: 16.4.6)');
  });

  test.each(['16.4.7', '16.5.0', '17.0.0', '15.5.0', 'canary'])('stops the build on Next %s', (version) => {
    expect(() => checkNextVersion(version)).toThrow(/checked against Next 16\.4\.6 only/);
  });

  test('knows the version package.json pins, exactly', () => {
    const pinned = packageJson.dependencies.next;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(() => checkNextVersion(pinned)).not.toThrow();
  });
});
