import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path.js';

describe('auto-login redirect target', () => {
  it('prefixes a slash and keeps in-app paths with their query', () => {
    expect(safeRedirectPath('help')).toBe('/help');
    expect(safeRedirectPath('/ProductPrice-Supply')).toBe('/ProductPrice-Supply');
    expect(safeRedirectPath('%2FCampaign%3Fid%3D3')).toBe('/Campaign?id=3');
    expect(safeRedirectPath('Campaign?id=3')).toBe('/Campaign?id=3');
  });

  it('falls back to /dashboard for anything that could leave the site', () => {
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath('')).toBe('/dashboard');
    expect(safeRedirectPath('//evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('\\\\evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('https://evil.example/x')).toBe('/https://evil.example/x');
  });

  it('tolerates a literal percent sign', () => {
    expect(safeRedirectPath('100%')).toBe('/100%');
  });
});
