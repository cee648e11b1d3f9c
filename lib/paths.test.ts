import { isProjectPath, projectPath } from './paths';

describe('project paths', () => {
  it('put a project under /portfolio by its slug', () => {
    expect(projectPath('cartas-para-marco')).toBe('/portfolio/cartas-para-marco');
  });

  it('tell a project address from the portfolio itself and from other pages', () => {
    expect(isProjectPath(projectPath('anything'))).toBe(true);
    expect(isProjectPath('/portfolio/no-such-project/')).toBe(true);
    expect(isProjectPath('/portfolio')).toBe(false);
    expect(isProjectPath('/portfolio/')).toBe(false);
    expect(isProjectPath('/portfolios/x')).toBe(false);
    expect(isProjectPath('/about')).toBe(false);
  });
});
