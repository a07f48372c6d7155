import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SideMenu } from '../shell/side-menu.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { renderInApp } from './app-testing.js';

const menuPaths = () =>
  Array.from(document.querySelectorAll('[data-testid^="menu-item-"]')).map((e) => e.getAttribute('data-testid')!.replace('menu-item-', ''));

/** The menu on a phone (the tests' matchMedia answers no to the desktop width), opened: its items are made on the first open. */
const renderMenu = async (path: string, open = true) => {
  renderInApp(
    path,
    <>
      <SideMenu contentId="main" />
      <div id="main" />
    </>,
  );
  if (open) await act(async () => void fireEvent(await screen.findByTestId('side-menu'), new CustomEvent('ionWillOpen')));
};

describe('side menu', () => {
  it('shows the dashboard first, then the groups with existing screens', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    await renderMenu('/dashboard');
    expect(await screen.findByText('Sayfalar')).toBeTruthy();
    const paths = menuPaths();
    expect(paths[0]).toBe('/dashboard');
    expect(paths).toEqual(expect.arrayContaining(['/ProductManagement-Admin', '/WaitingMyAction', '/brandCreate', '/Marj', '/help', '/empty']));
    // Role-filtered: the supplier's list is not an admin's menu entry.
    expect(paths).not.toContain('/ProductManagement');
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    expect(screen.getByText('Bayi Portalı')).toBeTruthy();
  });

  it('marks the current screen and opens its group', async () => {
    signIn(demoUser(['RESELLER_USER']));
    await renderMenu('/help');
    const help = await screen.findByTestId('menu-item-/help');
    expect(help.getAttribute('aria-current')).toBe('page');
    expect(help.className).toContain('menu-link-active');
    expect(screen.getByTestId('menu-item-/dashboard').getAttribute('aria-current')).toBeNull();
    expect(document.getElementById('menu-section-template')!.hidden).toBe(false);
  });

  it('keeps a closed group in the DOM, only hidden', async () => {
    signIn(demoUser(['SUPPLY_USER']));
    await renderMenu('/dashboard');
    await screen.findByText('Sayfalar');
    expect(document.getElementById('menu-section-template')!.hidden).toBe(true);
    expect(menuPaths()).toContain('/help');
  });

  it('on a phone makes no items until the menu first opens', async () => {
    signIn(demoUser(['RESELLER_ADMIN']));
    await renderMenu('/dashboard', false);
    expect(screen.getByText('Bayi Portalı')).toBeTruthy();
    expect(menuPaths()).toEqual([]);
    await act(async () => void fireEvent(screen.getByTestId('side-menu'), new CustomEvent('ionWillOpen')));
    expect(menuPaths()[0]).toBe('/dashboard');
  });
});
