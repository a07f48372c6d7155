import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IonApp } from '@ionic/react';
import { RejectDialog } from './reject-dialog.js';

const typeNote = async (text: string) => {
  const host = await screen.findByTestId('reject-dialog-description');
  await waitFor(() => expect(host.querySelector('textarea')).not.toBeNull());
  fireEvent.input(host.querySelector('textarea')!, { target: { value: text } });
};

// Ionic overlays need the app root (framework delegate) to open more than once.
const renderDialog = (ui: ReactElement) => {
  const result = render(<IonApp>{ui}</IonApp>);
  return { ...result, rerender: (next: ReactElement) => result.rerender(<IonApp>{next}</IonApp>) };
};

describe('reject dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps 'Gönder' disabled while the bulk selection is empty", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(<RejectDialog isOpen bulk count={0} onClose={() => undefined} onSubmit={onSubmit} />);
    const submit = await screen.findByTestId('reject-dialog-submit');
    expect(submit.textContent).toContain('Gönder');
    expect(submit.hasAttribute('disabled') || (submit as HTMLButtonElement & { disabled: boolean }).disabled).toBe(true);
    expect(screen.getByTestId('reject-dialog-count').textContent).toBe('Seçili ürün yok.');
    fireEvent.click(submit);
    await new Promise((r) => setTimeout(r, 10));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the note of a bulk rejection of the selection', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(<RejectDialog isOpen bulk count={3} onClose={() => undefined} onSubmit={onSubmit} />);
    const submit = await screen.findByTestId('reject-dialog-submit');
    expect((submit as HTMLButtonElement & { disabled: boolean }).disabled).toBeFalsy();
    expect(screen.getByTestId('reject-dialog-count').textContent).toBe('3 ürün reddedilecek.');
    await typeNote('Fiyatlar eksik');
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Fiyatlar eksik'));
  });

  it('rejects a single request without a selection and starts each opening with an empty note', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { rerender } = renderDialog(<RejectDialog isOpen bulk={false} count={1} onClose={() => undefined} onSubmit={onSubmit} />);
    await screen.findByTestId('reject-dialog-submit');
    expect(screen.queryByTestId('reject-dialog-count')).toBeNull();
    await typeNote('İlk not');
    rerender(<RejectDialog isOpen={false} bulk={false} count={1} onClose={() => undefined} onSubmit={onSubmit} />);
    rerender(<RejectDialog isOpen bulk={false} count={1} onClose={() => undefined} onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByTestId('reject-dialog-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
  });
});
