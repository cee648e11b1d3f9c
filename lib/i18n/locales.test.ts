import { localeOfPath, localizePath, otherLocale, unlocalizePath } from './locales';

describe("a page's address in each language", () => {
  it('stays as it is in English and moves under /pt-br in Portuguese', () => {
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/about', 'pt-BR')).toBe('/pt-br/about');
    expect(localizePath('/portfolio/sereno', 'pt-BR')).toBe('/pt-br/portfolio/sereno');
    expect(localizePath('/', 'pt-BR')).toBe('/pt-br');
  });

  it('tells its language from its path, and only from a whole /pt-br segment', () => {
    expect(localeOfPath('/pt-br')).toBe('pt-BR');
    expect(localeOfPath('/pt-br/contact')).toBe('pt-BR');
    expect(localeOfPath('/pt-brasil')).toBe('en');
    expect(localeOfPath('/portfolio/pt-br')).toBe('en');
  });

  it('goes back to its English form, so the other language is one step away', () => {
    expect(unlocalizePath('/pt-br')).toBe('/');
    expect(unlocalizePath('/pt-br/portfolio/sereno')).toBe('/portfolio/sereno');
    expect(unlocalizePath('/about')).toBe('/about');
    expect(localizePath(unlocalizePath('/pt-br/about'), otherLocale('pt-BR'))).toBe('/about');
  });
});
