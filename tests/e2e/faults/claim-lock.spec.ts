import { checkScreen } from '../support/screen-checks';
import {
  engineOf,
  expect,
  otherVendor,
  sendWithFirstVendorFaulted,
  healEveryLane,
  setEveryLane,
  test,
} from './fault-fixtures';

/** A finding of an observational study: an association, in a scope, with its statistic. */
const draft =
  'In this cohort of 3,214 adults over 65, daily walking was associated with a lower risk of hip fracture (HR 0.78, 95% CI 0.64–0.95).';
/** What the mock's overstate fault makes of it: the association stated as a cause. */
const overstated = draft.replace('was associated with', 'caused');

test('The claim lock, seen from the chat terminal: failed over, flagged, and the writer’s own cause', async ({
  page,
  chatPage,
  mockVendor,
  signedInAccount: _signedIn,
}) => {
  await test.step('the preferred vendor states a cause: the other one answers, and the claim stays an association', async () => {
    const { first, reply } = await sendWithFirstVendorFaulted(chatPage, {
      mockVendor,
      plan: { latencyMs: 20, fault: 'overstate' },
      draft,
    });
    expect(await engineOf(reply)).toMatchObject({ vendor: otherVendor(first), fallback: false });
    await expect(chatPage.refinedMessage(reply)).toContainText('was associated with a lower risk');
    await expect(chatPage.refinedMessage(reply)).not.toContainText('caused');
    await expect(chatPage.checkLines(reply)).toHaveCount(0);
    await expect(reply.getByText(/^GRADE .* · CLAIMS 1 correlational$/)).toBeVisible();
  });

  await test.step('every vendor states a cause and no offline engine may answer: a CHECK line says which claim went further', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    await setEveryLane(mockVendor, { latencyMs: 20, fault: 'overstate' });
    const reply = await chatPage.sendAndWaitForReply(draft);

    await expect(chatPage.refinedMessage(reply)).toHaveText(overstated);
    const check = chatPage.checkLines(reply);
    await expect(check).toHaveText([
      'CHECK: "caused" states a cause where your draft said "was associated with"',
    ]);
    await expect(check).toHaveCSS('color', 'rgb(255, 85, 85)');
    await expect(reply.getByText(/^GRADE .* · CLAIMS 1 correlational → 1 causal$/)).toBeVisible();
    await checkScreen(page, 'dashboard-reply-claim-check-desktop');

    // The diff shows the one word that carried the claim further.
    await chatPage.pressTerminalKey('d');
    await expect(reply.locator('del')).toHaveText(['[deleted: was associated with]']);
    await expect(reply.locator('ins')).toHaveText(['[inserted: caused]']);
    await checkScreen(page, 'dashboard-reply-claim-check-diff-desktop');
  });

  await test.step('the writer’s own cause in an observational finding gets a CLAIM note, and is not rewritten', async () => {
    await healEveryLane(mockVendor);
    await chatPage.startOver();
    const causal =
      'In this cohort of 3,214 adults over 65, daily walking reduces the risk of hip fracture (HR 0.78).';
    const reply = await chatPage.sendAndWaitForReply(causal);
    await expect(chatPage.refinedMessage(reply)).toHaveText(causal);
    await expect(
      reply.getByText(
        '- CLAIM: "reduces" states a cause; if the design was observational, "was associated with lower …" says what the data show',
      ),
    ).toBeVisible();
    await expect(reply.getByText(/^GRADE .* · CLAIMS 1 causal$/)).toBeVisible();
    await checkScreen(page, 'dashboard-reply-claim-note-desktop');
  });
});
