/**
 * The check stage of `npm run build` (scripts/build.ts): reads and checks the content, then stops the build, before any slow step,
 * when a build that goes online has no address of its own or the sample's (lib/site-address.ts), no repository for
 * the content editor (scripts/lib/editor-repository.ts), or when the contact form would post where messages cannot
 * arrive (lib/contact-endpoint-rule.ts). It says which content set it
 * builds (lib/content/set.ts), plainly when it is the sample, and refuses to publish the sample.
 * next.config.ts applies the same rule to a bare `next build`. A mistake in the content is said as the loader
 * words it (every file and field at fault), without a stack trace: it is the owner's to fix, not the code's.
 *
 *   npx tsx scripts/check-contact-endpoint.ts   (the check alone)
 */
import { ContentError, loadContent } from '../lib/content/load';
import { contentSet } from '../lib/content/set';
import { checkContactEndpoint } from '../lib/contact-endpoint-rule';
import { checkSiteAddress, publishEnv } from '../lib/site-address';
import { checkEditorRepository, editorRepository } from './lib/editor-repository';
import { runEntry } from './lib/entry';

function readContent() {
  try {
    return loadContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw new Error(
      `\n${error.message}\n\nFix these in the files named (or in the editor, npm run cms), then build again.\n`,
    );
  }
}

/** The build's check stage: which content it builds, and whether it may go online as it is. Throws what stops it. */
export function checkContent(): void {
  const set = contentSet();
  if (set.sample) {
    if (process.env.SITE_PUBLISH === '1') {
      throw new Error(
        `\nThis build would publish the sample content (${set.name}), not yours: there is no data/ folder.\n` +
          'Run `npm run new-site -- --name "Your Name" --url https://your.address` to start your own, then build again.\n',
      );
    }
    console.log(
      `Building the SAMPLE content (${set.name}): this is not your site. \`npm run new-site\` starts your own in data/.`,
    );
  } else console.log(`Content: ${set.name}`);
  const { site } = readContent();
  const address = checkSiteAddress(process.env, site.siteUrl);
  if (!address.ok) throw new Error(`\nSite address check failed.\n${address.problem}\n`);
  const editor = checkEditorRepository(process.env, editorRepository(process.env));
  if (!editor.ok) throw new Error(`\nEditor repository check failed.\n${editor.problem}\n`);
  const verdict = checkContactEndpoint(publishEnv(process.env, site.siteUrl), site.contactEndpointDefault);
  if (!verdict.ok) throw new Error(`\nContact endpoint check failed.\n${verdict.problem}\n`);
  if (verdict.note) console.warn(`Contact endpoint: ${verdict.note}`);
  else console.log(`Contact endpoint: ${verdict.endpoint ?? 'the local service (http://localhost:8787/api/send)'}`);
}

if (require.main === module) runEntry('check', async () => checkContent());
