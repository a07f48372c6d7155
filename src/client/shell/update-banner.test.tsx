import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UpdateBanner } from './update-banner.js';

describe('update banner', () => {
  it('offers the new version, reloads into it on request and can be closed', async () => {
    const onReload = vi.fn();
    const onClose = vi.fn();
    render(<UpdateBanner pending={0} onReload={onReload} onClose={onClose} />);
    expect((await screen.findByTestId('update-prompt')).textContent).toContain('Yeni sürüm hazır.');
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(onReload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTitle('Kapat'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('while writes wait, says the update waits for them and offers no reload', async () => {
    const onReload = vi.fn();
    render(<UpdateBanner pending={3} onReload={onReload} onClose={() => undefined} />);
    expect((await screen.findByTestId('update-text')).textContent).toBe(
      'Gönderilmeyi bekleyen 3 işleminiz var; yeni sürüm bunlar gönderildikten sonra yüklenebilir.',
    );
    const reload = screen.getByTestId('update-reload');
    expect(reload.getAttribute('disabled')).not.toBeNull();
    fireEvent.click(reload);
    expect(onReload).not.toHaveBeenCalled();
  });
});
