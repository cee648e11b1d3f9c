import { NO_IMAGE } from '@/data';
import { projectImageAlt } from './projects';

describe("a project's artwork", () => {
  it('is described as artwork from the project', () => {
    expect(projectImageAlt({ imgHref: '/images/projects/cartas.jpg', title: 'Cartas para Marco' })).toBe(
      'Artwork from Cartas para Marco',
    );
  });

  it('says there is no image yet when the project shows the placeholder', () => {
    expect(projectImageAlt({ imgHref: NO_IMAGE, title: 'Cartas para Marco' })).toBe(
      'No image yet for Cartas para Marco',
    );
  });
});
