import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'yaml';

/**
 * The deploy workflow (.github/workflows/deploy.yml) does what docs/deploy.md promises. Its shape is checked against
 * GitHub's schema by `npm run lint:workflows` (action-validator); this checks what it does.
 */

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const wranglerSteps = steps.filter((step) => step.uses?.startsWith('cloudflare/wrangler-action@'));

describe('the deploy workflow', () => {
  it('runs on every push to main, reading the repository only', () => {
    assert.deepEqual(workflow.on.push.branches, ['main']);
    assert.deepEqual(workflow.permissions, { contents: 'read' });
  });

  it('builds the site with the form posting to /api/send and the editor pointed at this repository', () => {
    const buildStep = steps.find((step) => step.run === 'npm run build');
    assert.equal(buildStep?.env?.NEXT_PUBLIC_CONTACT_ENDPOINT, '/api/send');
    assert.equal(buildStep?.env?.CMS_GITHUB_REPO, '${{ github.repository }}');
    assert.ok(steps.indexOf(buildStep!) < steps.indexOf(wranglerSteps[0]!), 'built before it is deployed');
  });

  it("deploys with wrangler's action and the Cloudflare token from the repository's secrets, then migrates D1", () => {
    assert.deepEqual(
      wranglerSteps.map((step) => step.with?.command),
      ['deploy', 'd1 migrations apply DB --remote'],
    );
    for (const step of wranglerSteps) {
      assert.equal(step.with?.apiToken, '${{ secrets.CLOUDFLARE_API_TOKEN }}');
      assert.equal(step.with?.accountId, '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}');
    }
  });
});
