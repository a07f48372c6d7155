import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { demoUser, signIn } from '../testing/session-testing.js';
import { renderInApp } from './app-testing.js';
import { FrameSideMenu } from './lazy-shell.js';

/** A phone (the tests' matchMedia answers no to the desktop width): the menu is made when first asked for. */
describe('side menu on a phone', () => {
  it('is not made with the screen nor by a touch away from the edge; a touch at the edge makes it', async () => {
    signIn(demoUser(['RESELLER_ADMIN']));
    renderInApp(
      '/dashboard',
      <>
        <FrameSideMenu contentId="main" />
        <div id="main" />
      </>,
    );
    // Long enough for an idle callback or a timer to have made it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('side-menu')).toBeNull();
    fireEvent.pointerDown(document.body, { clientX: 200, clientY: 300 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('side-menu')).toBeNull();
    fireEvent.pointerDown(document.body, { clientX: 12, clientY: 300 });
    expect(await screen.findByTestId('side-menu', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
