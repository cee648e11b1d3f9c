import { isLoopbackHost } from '../contact-endpoint-rule';

/**
 * Where the password of a protected project comes from, and the rules a build holds it to. The password is never
 * in the content (the repository): it comes from the build's environment, `NDA_PASSWORD` for every protected
 * project, or `NDA_PASSWORD_<SLUG>` for one (its slug in capitals, hyphens as underscores), which wins.
 *
 * A local build (NEXT_PUBLIC_SITE_URL unset, or on this computer) with neither uses the sample password, so the
 * sample site shows the feature out of the box, and says so. A public build stops instead, with what to set, when
 * a protected project has no password, has the sample's, or has one shorter than 12 characters: the password is
 * the whole protection (anyone can try passwords against the published files, offline, as fast as they like).
 */

/** The sample content's password (README, docs/nda.md): for local builds only. */
export const SAMPLE_PASSWORD = 'sample-nda-2026';

/** The shortest password a public build accepts, in characters. */
export const MIN_PASSWORD_LENGTH = 12;

/** The variable every protected project reads. */
export const SITE_PASSWORD_VARIABLE = 'NDA_PASSWORD';

/** The variable of one project's own password: `feature-film` → `NDA_PASSWORD_FEATURE_FILM`. */
export function projectPasswordVariable(slug: string): string {
  return `${SITE_PASSWORD_VARIABLE}_${slug.toUpperCase().replace(/-/g, '_')}`;
}

/** The environment the rules read (process.env has this shape). */
export type PasswordEnv = Record<string, string | undefined>;

/**
 * Whether the build is for the public: NEXT_PUBLIC_SITE_URL set and not on this computer. A value that does not
 * parse counts as public, so a typo in it cannot let the sample password through (as lib/contact-endpoint-rule.ts).
 */
export function isPublicBuild(env: PasswordEnv): boolean {
  const site = env.NEXT_PUBLIC_SITE_URL?.trim() ?? '';
  if (site === '') return false;
  try {
    return !isLoopbackHost(new URL(site).hostname);
  } catch {
    return true;
  }
}

export type PasswordVerdict =
  | {
      ok: true;
      password: string;
      /** Which variable gave it, or `sample` for the sample password of a local build. */
      source: string;
      /** What the build log should say (the sample password in use, a weak one in a local build). */
      note?: string;
    }
  | { ok: false; problem: string };

/** The password of the protected project `slug` for this build, or why the build must stop. */
export function passwordFor(slug: string, env: PasswordEnv): PasswordVerdict {
  const own = projectPasswordVariable(slug);
  const source = env[own] ? own : env[SITE_PASSWORD_VARIABLE] ? SITE_PASSWORD_VARIABLE : undefined;
  const password = source ? env[source] : undefined;
  const publicBuild = isPublicBuild(env);
  const site = env.NEXT_PUBLIC_SITE_URL?.trim();
  const setIt =
    `Set ${SITE_PASSWORD_VARIABLE} (for every protected project) or ${own} (for this one) in the build's ` +
    `environment (a secret of the CI or host, never a file of the repository), at least ${MIN_PASSWORD_LENGTH} ` +
    'characters: a few unrelated words are easy to type and hard to guess. docs/nda.md says how.';

  if (!source || password === undefined) {
    if (publicBuild) {
      return {
        ok: false,
        problem: `The project "${slug}" is protected, but this public build (NEXT_PUBLIC_SITE_URL=${site}) has no password for it.\n${setIt}`,
      };
    }
    return {
      ok: true,
      password: SAMPLE_PASSWORD,
      source: 'sample',
      note: `"${slug}": no ${SITE_PASSWORD_VARIABLE} or ${own} set, so this local build uses the sample password "${SAMPLE_PASSWORD}" (a public build stops instead).`,
    };
  }
  const length = [...password.normalize('NFC')].length;
  const problems: string[] = [];
  if (password === SAMPLE_PASSWORD)
    problems.push(`${source} is the sample password, which anyone can read in the README`);
  else if (length < MIN_PASSWORD_LENGTH)
    problems.push(
      `${source} has ${length} characters, fewer than ${MIN_PASSWORD_LENGTH}: a short one is guessed offline`,
    );
  if (password !== password.trim())
    problems.push(
      `${source} starts or ends with a space or a line break (a copy mistake?), which visitors would have to type`,
    );
  if (problems.length === 0) return { ok: true, password, source };
  if (publicBuild) {
    return {
      ok: false,
      problem: `The project "${slug}" is protected, but for this public build (NEXT_PUBLIC_SITE_URL=${site}) ${problems.join('; and ')}.\n${setIt}`,
    };
  }
  return { ok: true, password, source, note: `"${slug}": ${problems.join('; ')} (allowed in a local build only).` };
}

/** Words too common to give a title away. */
const COMMON = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'at',
  'by',
  'with',
  'e',
  'o',
  'os',
  'as',
  'da',
  'de',
  'do',
  'das',
  'dos',
  'um',
  'uma',
  'para',
  'no',
  'na',
  'em',
]);

/** The words of `text` as slugs write them (accents dropped, lower case). */
function slugWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !COMMON.has(word));
}

/**
 * The words a protected project's public slug (its address, public) shares with its private titles: the build
 * warns about each, as an address such as /portfolio/lanternfish-armada would give the title away.
 */
export function wordsSharedWithSlug(slug: string, titles: readonly string[]): string[] {
  const private_ = new Set(titles.flatMap(slugWords));
  return [...new Set(slugWords(slug))].filter((word) => private_.has(word));
}
