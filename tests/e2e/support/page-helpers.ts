import type { Page } from 'playwright-core';

export const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
export const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();
/** Toasts live 3 s: wait until they are gone so a screenshot shows what is under them. */
export const toastsGone = (page: Page) => page.locator('[data-testid="toast"]').first().waitFor({ state: 'detached', timeout: 10_000 });

/** Waits until the service worker controls the page (a reload after its first install). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/**
 * page.reload, asked again once when Chromium answers 'Not attached to an active page' (the tab's
 * page was being swapped — seen once in a full run right after a sign-in's navigation).
 */
export async function reloadPage(page: Page) {
  try {
    await page.reload();
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('Not attached to an active page'))) throw error;
    await page.waitForLoadState('load');
    await page.reload();
  }
}

/**
 * Picks `label` in an Ionic select (ui/select-field.tsx): a popover of radios on desktop, an
 * action sheet on phones; waits until the choice has closed it.
 */
export async function chooseOption(page: Page, testId: string, label: string) {
  await byTestId(page, testId).first().click();
  const option = page.locator('ion-popover ion-radio, ion-action-sheet button').filter({ hasText: label }).first();
  await option.click();
  await option.waitFor({ state: 'hidden' });
}
