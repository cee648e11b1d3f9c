import {
  MIN_PASSWORD_LENGTH,
  SAMPLE_PASSWORD,
  isPublicBuild,
  passwordFor,
  projectPasswordVariable,
  wordsSharedWithSlug,
} from './passwords';

const SLUG = 'feature-film-for-a-major-studio';
const PUBLIC = { NEXT_PUBLIC_SITE_URL: 'https://lia.example.org' };
const problemOf = (verdict: ReturnType<typeof passwordFor>) => (verdict.ok ? undefined : verdict.problem);

describe('the password of a protected project', () => {
  it('comes from NDA_PASSWORD, or from the project own NDA_PASSWORD_<SLUG>, which wins', () => {
    expect(projectPasswordVariable(SLUG)).toBe('NDA_PASSWORD_FEATURE_FILM_FOR_A_MAJOR_STUDIO');
    expect(passwordFor(SLUG, { ...PUBLIC, NDA_PASSWORD: 'lantern kettle orbit' })).toEqual({
      ok: true,
      password: 'lantern kettle orbit',
      source: 'NDA_PASSWORD',
    });
    const both = {
      ...PUBLIC,
      NDA_PASSWORD: 'lantern kettle orbit',
      [projectPasswordVariable(SLUG)]: 'quiet harbour tram',
    };
    expect(passwordFor(SLUG, both)).toMatchObject({ ok: true, password: 'quiet harbour tram' });
    expect(passwordFor('another-one', both)).toMatchObject({ ok: true, password: 'lantern kettle orbit' });
  });

  it('is the sample password in a local build that sets none, and the build log says so', () => {
    for (const env of [
      {},
      { NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' },
      { NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1' },
    ]) {
      const verdict = passwordFor(SLUG, env);
      expect(verdict).toMatchObject({ ok: true, password: SAMPLE_PASSWORD, source: 'sample' });
      expect(verdict.ok && verdict.note).toContain(SAMPLE_PASSWORD);
    }
  });

  it('stops a public build that has none, naming both variables', () => {
    const problem = problemOf(passwordFor(SLUG, PUBLIC));
    expect(problem).toContain(`"${SLUG}" is protected`);
    expect(problem).toContain('NDA_PASSWORD');
    expect(problem).toContain(projectPasswordVariable(SLUG));
  });

  it("stops a public build given the sample's password, or a short one", () => {
    expect(problemOf(passwordFor(SLUG, { ...PUBLIC, NDA_PASSWORD: SAMPLE_PASSWORD }))).toContain('sample password');
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(problemOf(passwordFor(SLUG, { ...PUBLIC, NDA_PASSWORD: short }))).toContain('11 characters');
    expect(passwordFor(SLUG, { ...PUBLIC, NDA_PASSWORD: 'x'.repeat(MIN_PASSWORD_LENGTH) }).ok).toBe(true);
    // Characters, not bytes: twelve accented letters are twelve.
    expect(passwordFor(SLUG, { ...PUBLIC, NDA_PASSWORD: 'ç'.repeat(MIN_PASSWORD_LENGTH) }).ok).toBe(true);
  });

  it('stops a public build whose password starts or ends with a line break (a secret pasted with one)', () => {
    expect(problemOf(passwordFor(SLUG, { ...PUBLIC, NDA_PASSWORD: 'lantern kettle orbit\n' }))).toContain('line break');
  });

  it('lets a local build use a weak password, with a note', () => {
    const verdict = passwordFor(SLUG, { NDA_PASSWORD: 'short' });
    expect(verdict).toMatchObject({ ok: true, password: 'short' });
    expect(verdict.ok && verdict.note).toContain('local build only');
  });

  it('counts a site URL that does not parse as public, so a typo cannot let the sample through', () => {
    expect(isPublicBuild({ NEXT_PUBLIC_SITE_URL: 'lia.example.org' })).toBe(true);
    expect(isPublicBuild({ NEXT_PUBLIC_SITE_URL: 'https://lia.example.org' })).toBe(true);
    expect(isPublicBuild({ NEXT_PUBLIC_SITE_URL: ' ' })).toBe(false);
  });
});

describe('a public slug that gives the private title away', () => {
  it('is found word by word, accents and common words aside', () => {
    expect(wordsSharedWithSlug(SLUG, ['Zephyrine and the Lanternfish Armada'])).toEqual([]);
    expect(wordsSharedWithSlug('lanternfish-feature', ['Zephyrine and the Lanternfish Armada'])).toEqual([
      'lanternfish',
    ]);
    expect(wordsSharedWithSlug('a-jangada-do-ceu', ['Céu de Papel', 'Paper Sky'])).toEqual(['ceu']);
  });
});
