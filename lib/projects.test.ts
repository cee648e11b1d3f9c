import { artworkOf, NO_IMAGE, projectImageAlt, yearText } from './projects';

describe("a project's artwork", () => {
  it('is described as artwork from the project', () => {
    expect(projectImageAlt({ imgHref: '/images/projects/cartas.jpg', title: 'Cartas para Marco' })).toBe(
      'Artwork from Cartas para Marco',
    );
  });

  it('says there is no image yet when the project shows the placeholder', () => {
    expect(projectImageAlt({ title: 'Cartas para Marco' })).toBe('No image yet for Cartas para Marco');
    expect(artworkOf({})).toBe(NO_IMAGE);
  });
});

describe("a project's years", () => {
  it('read as one year, a range, or In Development', () => {
    expect(yearText({ years: { start: 2019, inDevelopment: false } })).toBe('2019');
    expect(yearText({ years: { start: 2019, end: 2021, inDevelopment: false } })).toBe('2019-2021');
    expect(yearText({ years: { start: 2024, inDevelopment: true } })).toBe('In Development');
    expect(yearText({ years: { inDevelopment: true } })).toBe('In Development');
  });
});
