import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const SCREENSHOT_DIR = join('test-results', 'screenshots');

/**
 * Debian's Chromium, headless, with the flags this machine needs (no network but loopback); Playwright gives each launch a fresh profile.
 * `extraArgs`: more flags for one suite (e.g. a fake camera, tests/e2e/support/fake-camera.ts).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium" (browser tests never skip).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A fresh context (own storage) whose page collects console errors. */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'tr-TR', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

/**
 * Waits until every finite animation and transition on the page has finished (a dialog's enter,
 * a floating label): a picture or a measurement taken then shows the settled screen, with no
 * fixed sleep. Spinners and other endless animations are left running.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    // Ionic animates inside its components' shadow roots: each root lists its own.
    const roots: DocumentOrShadowRoot[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}

/** A picture of the settled screen (after its animations) in the screenshot folder. */
export async function screenshot(page: Page, name: string) {
  await animationsSettled(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Types into an Ionic input (the native input inside the web component). */
export async function fillIon(page: Page, testId: string, value: string) {
  const input = page.locator(`[data-testid="${testId}"] input`);
  await input.click();
  await input.fill(value);
}

export async function loginWithPassword(page: Page, username: string, password = 'demo1234') {
  await page.goto('/login');
  await fillIon(page, 'login-username', username);
  await fillIon(page, 'login-password', password);
  await page.locator('[data-testid="login-kvkk"]').click();
  await page.locator('[data-testid="login-submit"]').click();
  await page.waitForURL('**/dashboard');
  // Signed in once the own user is stored and shown.
  await page.locator('[data-testid="topbar-user-name"]').first().waitFor();
}

/** On phones a list's filters are folded behind 'Filtreler': open them (no-op on desktop). */
export async function showFilters(page: Page, listId: string) {
  const toggle = page.locator(`[data-testid="${listId}-filters-toggle"]`);
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
