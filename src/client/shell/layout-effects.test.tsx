import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DEFAULT_LAYOUT, setLayout } from '../lib/layout-settings.js';
import { LayoutEffects } from './layout-effects.js';
import { OfflineIndicator } from './offline-indicator.js';

const classes = () => document.documentElement.classList;

describe('layout effects', () => {
  afterEach(() => act(() => setLayout(DEFAULT_LAYOUT)));

  it('applies the default light look', () => {
    render(<LayoutEffects />);
    expect(classes().contains('ion-palette-dark')).toBe(false);
    expect(classes().contains('menu-theme-white')).toBe(true);
    expect(classes().contains('component-theme-blue')).toBe(true);
    expect(classes().contains('input-outlined')).toBe(true);
  });

  it('switches schemes, themes and ripple, and drops menu themes outside light', () => {
    render(<LayoutEffects />);
    act(() => setLayout({ colorScheme: 'dim', componentTheme: 'teal', menuTheme: 'indigo', ripple: false, inputStyle: 'filled' }));
    expect(classes().contains('ion-palette-dark')).toBe(true);
    expect(classes().contains('scheme-dim')).toBe(true);
    expect(classes().contains('component-theme-teal')).toBe(true);
    expect(classes().contains('component-theme-blue')).toBe(false);
    expect(classes().contains('menu-theme-indigo')).toBe(false);
    expect(classes().contains('ripple-off')).toBe(true);
    expect(classes().contains('input-filled')).toBe(true);
    act(() => setLayout({ colorScheme: 'light' }));
    expect(classes().contains('menu-theme-indigo')).toBe(true);
    expect(classes().contains('scheme-dim')).toBe(false);
    expect(JSON.parse(localStorage.getItem('layoutSettings')!).componentTheme).toBe('teal');
  });

  it('dark is the dark palette without the dim overrides', () => {
    render(<LayoutEffects />);
    act(() => setLayout({ colorScheme: 'dark' }));
    expect(classes().contains('ion-palette-dark')).toBe(true);
    expect(classes().contains('scheme-dim')).toBe(false);
  });
});

describe('offline indicator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears while the browser is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-indicator').textContent).toBe('Çevrimdışısınız. Bazı işlemler bağlantı gelince yapılacaktır.');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });
});
