import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GIFT_MSG } from '../../src/shared/contract/gifts.js';
import { SCORE_MSG } from '../../src/shared/contract/scores.js';
import { formatQuantity } from '../../src/shared/format.js';
import { queryRows } from '../../src/server/db/sql.js';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { byTestId, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** A list answers after its debounce and a busy 2-core machine: seconds. */
const SLOW = { timeout: 20_000 };

/**
 * Scores and gifts (issue 33) on the production build, real server and database with the demo
 * seed: at 390 px the demo dealer approves two pending transactions and sees its balances move,
 * then asks for a gift with its approved points; the group admin approves the request on a
 * desktop; the dealer's 'Hediyelerim' shows it approved with the right totals.
 */
describe('scores and gifts: approve points, spend them on a gift, the admin approves it', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  async function signedIn(username: string, viewport: typeof PHONE) {
    const opened = await openPage(env.browser, env.server.url, viewport);
    opened.page.setDefaultTimeout(20_000);
    await loginWithPassword(opened.page, username);
    return opened;
  }

  const balances = async () =>
    (await queryRows<{ id: number; approved: number; unapproved: number }>(db(), sql`select id, approved_score as approved, unapproved_score as unapproved from resellers where code = 'BY10001'`))[0];
  const shown = (page: Page, id: string) => byTestId(page, id).textContent();

  it('the dealer approves two pending transactions at 390 px, spends points on a gift, the admin approves it, "Hediyelerim" shows it', async () => {
    const before = await balances();
    const dealer = await signedIn('reseller_admin', PHONE);
    const page = dealer.page;

    // ---- 1. The score page: two pending transactions approved.
    await page.goto('/resellerScoreTransactions');
    await expect.poll(() => shown(page, 'score-balance-approved'), SLOW).toBe(formatQuantity(before.approved));
    expect(await shown(page, 'score-balance-unapproved')).toBe(formatQuantity(before.unapproved));
    expect(await shown(page, 'score-balance-reseller')).toBe('BY10001');
    const rows = page.locator('[data-testid^="scores-waiting-row-"]');
    await expect.poll(() => rows.count(), SLOW).toBeGreaterThanOrEqual(2);
    // Nothing chosen: both decisions wait.
    expect(await byTestId(page, 'score-approve').getAttribute('disabled')).not.toBeNull();
    const ids = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-testid')!.replace('scores-waiting-row-', ''))))).slice(0, 2);
    const gains = await queryRows<{ remain: number }>(db(), sql`select remain_score as remain from score_transactions where id = any(${`{${ids.join(',')}}`}::bigint[])`);
    const points = gains.reduce((s, g) => s + g.remain, 0);
    expect(points).toBeGreaterThan(0);
    for (const id of ids) await byTestId(page, `scores-waiting-select-${id}`).click();
    expect(await shown(page, 'scores-waiting-selected-count')).toBe('2');
    expect(await shown(page, 'scores-waiting-selected-total')).toBe(formatQuantity(points));
    await screenshot(page, 'scores-page-phone');
    await byTestId(page, 'score-approve').click();
    await expect.poll(() => byTestId(page, 'confirm-dialog').textContent()).toContain(SCORE_MSG.confirmApprove(2));
    await byTestId(page, 'confirm-ok').click();
    await toastText(page, SCORE_MSG.approved).waitFor();
    // The balances moved by exactly the two transactions' points, on the screen and in the ledger.
    await expect.poll(() => shown(page, 'score-balance-approved'), SLOW).toBe(formatQuantity(before.approved + points));
    expect(await shown(page, 'score-balance-unapproved')).toBe(formatQuantity(before.unapproved - points));
    expect(await balances()).toEqual({ ...before, approved: before.approved + points, unapproved: before.unapproved - points });
    await expect.poll(() => byTestId(page, `scores-waiting-row-${ids[0]}`).count(), SLOW).toBe(0);
    const approves = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from score_transactions where type = 'SCORE_APPROVE' and sale_id in (select sale_id from score_transactions where id = any(${`{${ids.join(',')}}`}::bigint[]))`);
    expect(approves[0].n).toBe(2);

    // ---- 2. The gift campaign: a gift the approved points cover, asked for.
    const after = await balances();
    const [gift] = await queryRows<{ id: number; name: string; score: number }>(
      db(),
      sql`select id, name, gift_score as score from gifts where status = 1 and gift_score <= ${after.approved} order by gift_score desc, id limit 1`,
    );
    expect(gift, 'the demo dealer can afford an active gift').toBeTruthy();
    await page.goto('/giftTransaction');
    await byTestId(page, 'gift-campaign').waitFor(SLOW);
    await expect.poll(() => shown(page, 'gift-balance-approved'), SLOW).toBe(formatQuantity(after.approved));
    await fillIon(page, 'gift-grid-search', gift.name);
    const request = byTestId(page, `gift-request-${gift.id}`);
    await request.waitFor(SLOW);
    await screenshot(page, 'gift-campaign-phone');
    await request.click();
    await expect.poll(() => byTestId(page, 'confirm-dialog').textContent()).toContain(GIFT_MSG.confirmRequest(gift.name, gift.score));
    await byTestId(page, 'confirm-ok').click();
    await toastText(page, GIFT_MSG.requested).waitFor();
    await expect.poll(() => shown(page, 'gift-balance-approved'), SLOW).toBe(formatQuantity(after.approved - gift.score));
    const [asked] = await queryRows<{ id: number; status: string }>(
      db(),
      sql`select t.id, t.status from gift_transactions t join resellers r on r.id = t.reseller_id where r.code = 'BY10001' and t.gift_id = ${gift.id} order by t.id desc limit 1`,
    );
    expect(asked.status).toBe('WAITING_FOR_RESPONSE');

    // ---- 3. The group admin on a desktop approves the request.
    const admin = await signedIn('ttg_admin', DESKTOP);
    await admin.page.goto('/approveResellerScoreOfGift');
    const decide = byTestId(admin.page, `gift-tx-decide-${asked.id}`);
    await decide.waitFor(SLOW);
    await screenshot(admin.page, 'gift-approvals-desktop');
    await decide.click();
    await byTestId(admin.page, 'gift-decide-approve').click();
    await expect.poll(() => byTestId(admin.page, 'confirm-dialog').textContent()).toContain(GIFT_MSG.confirmApprove);
    await byTestId(admin.page, 'confirm-ok').click();
    await toastText(admin.page, GIFT_MSG.approved).waitFor();
    // Decided: the row's button is off.
    await expect.poll(async () => (await decide.getAttribute('disabled')) !== null || (await decide.getAttribute('aria-disabled')) === 'true', SLOW).toBe(true);

    // ---- 4. 'Hediyelerim' on the phone: approved, with the totals of the dealer's requests.
    const [totals] = await queryRows<{ approved: number; waiting: number }>(
      db(),
      sql`select coalesce(sum(score) filter (where status = 'APPROVED_TO_REQUEST'), 0)::int as approved,
                 coalesce(sum(score) filter (where status = 'WAITING_FOR_RESPONSE'), 0)::int as waiting
          from gift_transactions where reseller_id = ${after.id}`,
    );
    await byTestId(page, 'gift-my-gifts').click();
    await page.waitForURL('**/lastResellerScoreOfGift');
    await expect.poll(() => shown(page, 'my-gifts-totals-approved'), SLOW).toBe(formatQuantity(totals.approved));
    expect(await shown(page, 'my-gifts-totals-waiting')).toBe(formatQuantity(totals.waiting));
    const row = byTestId(page, `gifts-mine-row-${asked.id}`);
    await row.waitFor(SLOW);
    expect(await row.textContent()).toContain('Onaylandı');
    await screenshot(page, 'my-gifts-phone');
    await byTestId(page, 'my-gifts-back').click();
    await page.waitForURL('**/giftTransaction');
    expect(dealer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await dealer.context.close();
    await admin.context.close();
  });
});
