/**
 * The first step of `npm run build`: stops the build, before any slow step, when the contact form would post
 * where messages cannot arrive (see lib/contact-endpoint-rule.ts). next.config.ts applies the same rule to a
 * bare `next build`.
 *
 *   npx tsx scripts/check-contact-endpoint.ts
 */
import { site } from '../data';
import { checkContactEndpoint } from '../lib/contact-endpoint-rule';

const verdict = checkContactEndpoint(process.env, site.contactEndpointDefault);
if (!verdict.ok) {
  console.error(`\nContact endpoint check failed.\n${verdict.problem}\n`);
  process.exit(1);
}
if (verdict.note) console.warn(`Contact endpoint: ${verdict.note}`);
else console.log(`Contact endpoint: ${verdict.endpoint ?? 'the local service (http://localhost:8787/api/send)'}`);
