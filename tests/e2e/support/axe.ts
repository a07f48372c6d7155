import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's browser build (the engine Lighthouse's accessibility audits run). Evaluated through
 * the DevTools protocol, not added as a <script>: the app's CSP (script-src 'self') rightly refuses inline scripts.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What the checks hold every screen to: WCAG 2.x A and AA, as Lighthouse's accessibility category does. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One rule broken on a screen, with the elements that break it (selectors and axe's own words). */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  nodes: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * Runs axe-core on the page as it stands (the open dialog or panel included) and returns what it
 * found; an empty list is a screen without violations. Ionic's own shadow roots are checked too.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    TAGS,
  );
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`),
  }));
}
