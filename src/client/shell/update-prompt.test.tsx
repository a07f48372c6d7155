import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setOutboxCount } from '../lib/offline/outbox-count.js';
import { UPDATE_CHECK_MS, UpdateStack, watchForUpdates } from './update-stack.js';

// Stands in for vite-plugin-pwa's useRegisterSW (whose module exists only in Vite builds):
// needRefresh as state, updateServiceWorker, and the onRegisteredSW callback.
const sw = {
  update: vi.fn(async (_reload?: boolean) => undefined),
  options: undefined as undefined | { onRegisteredSW?: (url: string, r: ServiceWorkerRegistration | undefined) => void },
  needRefresh: true,
};
function useFakeRegisterSW(options?: typeof sw.options) {
  sw.options = options;
  const needRefresh = useState(sw.needRefresh);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: sw.update };
}
const UpdatePrompt = () => <UpdateStack useRegister={useFakeRegisterSW} />;

describe('update prompt (UpdateStack)', () => {
  beforeEach(() => {
    sw.update.mockClear();
    sw.needRefresh = true;
    setOutboxCount(0);
  });
  afterEach(() => {
    setOutboxCount(0);
    vi.useRealTimers();
  });

  it('reloads into the new version when nothing waits in the outbox', async () => {
    render(<UpdatePrompt />);
    expect((await screen.findByTestId('update-text')).textContent).toBe('Yeni sürüm hazır.');
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(sw.update).toHaveBeenCalledWith(true);
  });

  it('never reloads while writes wait; offers the reload once they are sent', async () => {
    setOutboxCount(2);
    render(<UpdatePrompt />);
    expect((await screen.findByTestId('update-text')).textContent).toContain('Gönderilmeyi bekleyen 2 işleminiz var');
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(sw.update).not.toHaveBeenCalled();

    act(() => setOutboxCount(0));
    expect(screen.getByTestId('update-text').textContent).toBe('Yeni sürüm hazır.');
    // Nothing reloads by itself: the dealer agrees.
    expect(sw.update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(sw.update).toHaveBeenCalledOnce();
  });

  it('reads the outbox again at the click (a write queued since the last render still blocks)', async () => {
    render(<UpdatePrompt />);
    await screen.findByTestId('update-reload');
    // Queued without a re-render reaching the banner yet: the click handler must see it.
    setOutboxCount(1);
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(sw.update).not.toHaveBeenCalled();
  });

  it('shows no banner without a waiting version, and can be closed', async () => {
    sw.needRefresh = false;
    const { unmount } = render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    unmount();
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    fireEvent.click(await screen.findByTitle('Kapat'));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });

  it('checks for a new worker when registered: hourly and when the window gets focus, only online', () => {
    vi.useFakeTimers();
    const registration = { update: vi.fn(async () => undefined) };
    const stop = watchForUpdates(registration);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).toHaveBeenCalledTimes(2);

    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    online.mockRestore();

    stop();
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('wires the checks to the registration the worker reports', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    const registration = { update: vi.fn(async () => undefined) } as unknown as ServiceWorkerRegistration;
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).toHaveBeenCalledOnce();
  });
});
