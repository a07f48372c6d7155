import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UpdateBanner } from './update-banner.js';

// UpdatePrompt itself imports 'virtual:pwa-register/react', which exists only in Vite builds.
describe('update banner', () => {
  it('offers the new version, reloads into it on request and can be closed', async () => {
    const onReload = vi.fn();
    const onClose = vi.fn();
    render(<UpdateBanner onReload={onReload} onClose={onClose} />);
    expect((await screen.findByTestId('update-prompt')).textContent).toContain('Yeni sürüm hazır.');
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(onReload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTitle('Kapat'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
