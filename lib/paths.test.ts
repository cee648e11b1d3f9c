import { projectPath } from './paths';

describe('a project path', () => {
  it('puts a project under /portfolio by its slug', () => {
    expect(projectPath('cartas-para-marco')).toBe('/portfolio/cartas-para-marco');
  });
});
