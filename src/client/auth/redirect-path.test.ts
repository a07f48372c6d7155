import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path.js';

describe('auto-login redirect target', () => {
  it('prefixes a slash and keeps in-app paths with their query', () => {
    const kept = { help: '/help', '/ProductPrice-Supply': '/ProductPrice-Supply', '%2FCampaign%3Fid%3D3': '/Campaign?id=3', 'Campaign?id=3': '/Campaign?id=3' };
    for (const [given, target] of Object.entries(kept)) expect(safeRedirectPath(given), given).toBe(target);
  });

  it('falls back to /dashboard for anything that could leave the site', () => {
    for (const given of [undefined, '', '//evil.example', '%2F%2Fevil.example', '/\\evil.example', '\\\\evil.example']) {
      expect(safeRedirectPath(given), given).toBe('/dashboard');
    }
    expect(safeRedirectPath('https://evil.example/x')).toBe('/https://evil.example/x');
  });

  it('tolerates a literal percent sign', () => {
    expect(safeRedirectPath('100%')).toBe('/100%');
  });
});
