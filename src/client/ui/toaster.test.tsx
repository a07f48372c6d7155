import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast, toast } from '../lib/toast.js';
import { Toaster } from './toaster.js';

describe('toaster', () => {
  it('shows the severity title and the text, and closes on demand', async () => {
    render(<Toaster />);
    act(() => {
      showToast('error', 'Beklenmedik bir hata oluştu', 3000, true);
    });
    const item = await screen.findByTestId('toast');
    expect(item.textContent).toContain('Hata');
    expect(item.textContent).toContain('Beklenmedik bir hata oluştu');
    expect(item.className).toContain('toast-error');
    fireEvent.click(screen.getByLabelText('Kapat'));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows one action’s toasts together, with their own titles, inside a live region', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Ürün Güncellendi', 1200);
      toast.warn('Dikkat', 1200);
    });
    const items = await screen.findAllByTestId('toast');
    expect(items.map((t) => t.querySelector('.toast-title')!.textContent)).toEqual(['Başarılı İşlem', 'Uyarı']);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });
});
