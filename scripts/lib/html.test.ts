import { applyEdits, elementsOf, headInsertionPoint, removeEdits, theElement } from './html';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" as="script" href="/a.js"/>' +
  '<script src="/a.js" async=""></script><style>a>b{color:red}</style></head>' +
  '<body><p>x<script>self.__next_f.push([1,"</p><script>&amp;"])</script><!-- <script>no</script> --></body></html>';

describe("the build's HTML reader", () => {
  test('gives each element with its attributes, lower-cased and decoded, and where it is', () => {
    const meta = elementsOf(page).find((element) => element.name === 'meta')!;
    expect(meta.attributes.get('charset')).toBe('utf-8');
    expect(page.slice(meta.start, meta.end)).toBe('<meta charSet="utf-8"/>');
    const link = elementsOf('<link href="/a?x=1&amp;y=2" rel=preload>')[0]!;
    expect(link.attributes.get('href')).toBe('/a?x=1&y=2');
    expect(link.attributes.get('rel')).toBe('preload');
  });

  test("reads a script's code exactly as written, tags and entities inside it included", () => {
    const scripts = elementsOf(page).filter((element) => element.name === 'script');
    expect(scripts.map((script) => script.content)).toEqual(['', 'self.__next_f.push([1,"</p><script>&amp;"])']);
    expect(scripts[1]!.text).toBe('<script>self.__next_f.push([1,"</p><script>&amp;"])</script>');
  });

  test('finds no element inside a comment', () => {
    expect(elementsOf(page).filter((element) => element.name === 'script')).toHaveLength(2);
  });

  test('puts what must come first in the <head> after its charset, else right after <head>', () => {
    expect(applyEdits(page, [{ at: headInsertionPoint(page, 'page'), insert: 'X' }])).toContain(
      '<head><meta charSet="utf-8"/>X<link',
    );
    const noCharset = '<html><head><title>t</title></head><body></body></html>';
    expect(applyEdits(noCharset, [{ at: headInsertionPoint(noCharset, 'page'), insert: 'X' }])).toContain(
      '<head>X<title>',
    );
  });

  test('edits leave every other byte of the page as it was', () => {
    const [link] = elementsOf(page).filter((element) => element.name === 'link');
    const body = theElement(page, 'body', 'page');
    const edited = applyEdits(page, [...removeEdits([link!]), { at: body.contentEnd, insert: '<i></i>' }]);
    expect(edited).toBe(
      page.replace('<link rel="preload" as="script" href="/a.js"/>', '').replace('</body>', '<i></i></body>'),
    );
  });

  test('refuses overlapping edits and names a missing or doubled element', () => {
    expect(() =>
      applyEdits('abcdef', [
        { at: 1, remove: 3 },
        { at: 2, remove: 1 },
      ]),
    ).toThrow(/Overlapping/);
    expect(() => theElement('<p>no body</p>', 'body', 'x.html')).toThrow('x.html: expected one <body>, found 0.');
  });
});
