import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sleep, VALID, waitForAsync } from './helpers.ts';
import { post, RUNTIMES, startTargets, type Target, type TargetSet } from './targets.ts';

/**
 * A message is never lost because mail is down: it is stored and answered 200, its failed send is recorded, and
 * the next delivery run mails it: the Node service's delivery worker, or the Worker's Cron Trigger (scheduled).
 */

for (const runtime of RUNTIMES) {
  describe(`delivery when mail is down [${runtime}]`, () => {
    let set: TargetSet;
    let svc: Target;
    before(async () => {
      // No automatic retry comes before the test's own run: the back-off is longer than the test.
      set = await startTargets(runtime, [{ CONTACT_RETRY_BASE_MS: '600000', CONTACT_RETRY_MAX_MS: '600000' }]);
      [svc] = set.targets as [Target];
    });
    after(() => set.close());

    it('stores the message, records the failed send, and the next run delivers it once', async () => {
      await svc.setMailDown(true);
      const res = await post(svc, { ...VALID, subject: 'Sent while mail was down' });
      assert.equal(res.status, 200);
      await waitForAsync('the failed first send to be recorded', async () => (await svc.messages())[0]?.attempts === 1);
      const [failed] = await svc.messages();
      assert.equal(failed?.status, 'pending');
      assert.ok(failed?.lastError, 'the error of the failed send is kept for the owner');
      assert.equal(svc.mails().length, 0);

      await svc.setMailDown(false);
      // Not due yet (the back-off): a run now leaves it alone.
      await svc.deliver();
      assert.equal((await svc.messages())[0]?.status, 'pending');
      // Once it is due, the next run mails it.
      await sleep(50);
      await svc.dueNow();
      await svc.deliver();
      const [sent] = await svc.messages();
      assert.equal(sent?.status, 'sent');
      assert.equal(sent?.attempts, 2);
      assert.equal(sent?.lastError, null);
      const mails = svc.mails();
      assert.equal(mails.length, 1);
      assert.match(mails[0]?.subject ?? '', /Sent while mail was down/);
      assert.equal(mails[0]?.to, 'owner@example.com');
      // A further run sends nothing more.
      await svc.deliver();
      assert.equal(svc.mails().length, 1);
    });
  });
}
