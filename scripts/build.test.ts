/**
 * @jest-environment node
 */
import packageJson from '../package.json';
import { STAGES } from './build';

/** Every stage's steps, by name, in the order the build runs them. */
async function plan(): Promise<Record<string, string[]>> {
  const steps: Record<string, string[]> = {};
  for (const stage of STAGES) steps[stage.name] = (await stage.steps()).map((step) => step.name);
  return steps;
}

describe('npm run build', () => {
  it('is one program', () => {
    expect(packageJson.scripts.build).toBe('tsx scripts/build.ts');
  });

  it('checks the content and the passwords first, then makes the assets, then runs next build, then the export', () => {
    expect(STAGES.map((stage) => stage.name)).toEqual(['check', 'assets', 'next build', 'export']);
  });

  it('checks the site address and contact endpoint before the passwords, before any slow step', async () => {
    expect((await plan()).check).toEqual(['content', 'passwords']);
  });

  it('encodes media before the images (posters get variants), seals after both, and writes the CVs last', async () => {
    // The CVs and the sealed files go into the public folder, which next build then copies into the export.
    expect((await plan()).assets).toEqual(['media', 'images', 'nda', 'fonts', 'cv']);
  });

  it("copies the content set's files in before stripping the sources, and secures the pages after the editor", async () => {
    // The page step gives the editor's pages their policy, and _headers knows whether the editor is there.
    expect((await plan()).export).toEqual([
      'content files',
      'strip media',
      'strip images',
      'editor',
      'stats beacon',
      'pages',
      'redirects',
    ]);
  });
});
