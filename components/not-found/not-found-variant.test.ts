import { prePaintScript } from '@/lib/pre-paint-script';
import { markNotFoundVariant, notFoundVariantOf } from './not-found-variant';

const TITLES = { project: 'Projeto não encontrado | Owner', page: 'Not found | Owner', either: 'Both | Owner' };

describe('the 404 message', () => {
  it('is the project one under the portfolio, the general one elsewhere', () => {
    expect(notFoundVariantOf('/portfolio/no-such-project', '', '/portfolio')).toBe('project');
    expect(notFoundVariantOf('/portfolio/no-such-project/', '', '/portfolio')).toBe('project');
    expect(notFoundVariantOf('/portfolio/', '', '/portfolio')).toBe('page');
    expect(notFoundVariantOf('/portfolios/x', '', '/portfolio')).toBe('page');
    expect(notFoundVariantOf('/no-such-page', '', '/portfolio')).toBe('page');
  });

  it('reads the address under the base path', () => {
    expect(notFoundVariantOf('/repo/portfolio/no-such-project/', '/repo', '/portfolio')).toBe('project');
    expect(notFoundVariantOf('/repo/no-such-page/', '/repo', '/portfolio')).toBe('page');
  });

  it('is picked, with the tab title, by the page’s pre-paint script', () => {
    const pick = (path: string) => {
      window.history.replaceState(null, '', path);
      new Function(prePaintScript(markNotFoundVariant, notFoundVariantOf, '', '/portfolio', TITLES))();
      return [document.documentElement.getAttribute('data-not-found'), document.title];
    };
    expect(pick('/portfolio/no-such-project')).toEqual(['project', TITLES.project]);
    expect(pick('/no-such-page')).toEqual(['page', TITLES.page]);
  });
});
