import path from 'node:path';
import { loadContent } from './load';

/**
 * The browser journeys hold for any valid content, so a journey about something a content may lack (a showreel, a
 * video, a protected project…) skips itself, saying so, where that content lacks it. The two content sets that
 * `npm test` builds have every such thing: there, no journey skips (the sample content for `npm run test:e2e`, the
 * alternate set for `npm run test:e2e:smoke`). Each line names the spec whose skip it keeps from happening.
 */
describe('the content sets npm test builds', () => {
  test('the sample content has everything the main browser suite looks for', () => {
    const { showreel, voiceDemos, projects, sealed } = loadContent(path.resolve('sample/data'));
    const kinds = (project: (typeof projects)[number]) => project.media.map((item) => item.type);
    expect(showreel).toBeDefined(); // media.spec.ts: the showreel
    expect(voiceDemos.length).toBeGreaterThan(0); // media.spec.ts: the voice demos
    expect(projects.some((project) => kinds(project).includes('video'))).toBe(true); // media.spec.ts: video cards
    // media.spec.ts: a video beside a picture, and a video after a project's first item
    expect(
      projects.some((project) => kinds(project).some((kind) => kind !== 'image') && kinds(project).length > 1),
    ).toBe(true);
    expect(projects.some((project) => kinds(project).indexOf('video') > 0)).toBe(true);
    // nda.spec.ts and nda-export.spec.ts: a protected project
    expect(projects.some((project) => project.nda)).toBe(true);
    expect(sealed.length).toBeGreaterThan(0);
    // nda.spec.ts: a private video, played as a sealed stream
    expect(sealed.some(({ project }) => project.media.some((item) => item.type === 'video'))).toBe(true);
  });

  test('the alternate content set has everything the smoke suite looks for', () => {
    const { projects, showreel } = loadContent(path.resolve('e2e/alternate-content'));
    // external-showreel.smoke.ts: a showreel hosted on YouTube or Vimeo
    expect(showreel?.url).toBeDefined();
    // external-video.smoke.ts: a YouTube or Vimeo video; nda.smoke.ts: a protected project
    expect(projects.some((project) => project.media.some((item) => item.type === 'external'))).toBe(true);
    expect(projects.some((project) => project.nda)).toBe(true);
  });
});
