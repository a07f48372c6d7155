import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { firstViewInTransition } from './vite-ionic-first-view.js';

const dist = readFileSync(createRequire(import.meta.url).resolve('@ionic/react-router'), 'utf8');

describe("the router outlet's first view at transition priority", () => {
  it('wraps exactly the first-view update of the installed @ionic/react-router, and nothing else', () => {
    const out = firstViewInTransition(dist);
    expect(out.split('React.startTransition(').length - 1).toBe(1);
    expect(out).toContain('React.startTransition(() => this.handlePageTransition(routeInfo));');
    // the rest of the file is unchanged
    expect(out.replace('React.startTransition(() => this.handlePageTransition(routeInfo));', 'this.handlePageTransition(routeInfo);')).toBe(dist);
  });

  it('fails the build when the library no longer has that statement (an upgrade changed it)', () => {
    expect(() => firstViewInTransition(dist.replace('queueMicrotask(() => {', 'setTimeout(() => {'))).toThrow(/vite-ionic-first-view/);
    expect(() => firstViewInTransition(`// header\n${dist}`)).toThrow(/vite-ionic-first-view/);
  });
});
