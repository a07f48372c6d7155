import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IonApp } from '@ionic/react';
import { ApiError } from '../../lib/api.js';
import { typeIon } from '../kit-test-utils.js';
import { RejectDialog, type RejectDialogProps } from './reject-dialog.js';

const texts = { countText: (n: number) => `${n} kayıt reddedilecek.`, emptyText: 'Seçili kayıt yok.', maxLength: 100, field: 'description' };
const dialog = (props: Partial<RejectDialogProps> & Pick<RejectDialogProps, 'onSubmit'>) => (
  <RejectDialog isOpen bulk={false} count={1} onClose={() => undefined} {...texts} {...props} />
);
// Ionic overlays need the app root (framework delegate) to open more than once.
const renderDialog = (ui: ReactElement) => {
  const result = render(<IonApp>{ui}</IonApp>);
  return { ...result, rerender: (next: ReactElement) => result.rerender(<IonApp>{next}</IonApp>) };
};
const note = () => screen.getByTestId('reject-dialog-description') as HTMLElement & { errorText?: string };
const submit = async () => fireEvent.click(await screen.findByTestId('reject-dialog-submit'));

describe('shared reject dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Gönder disabled for an empty bulk selection', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(dialog({ bulk: true, count: 0, onSubmit }));
    expect((await screen.findByTestId('reject-dialog-count')).textContent).toBe('Seçili kayıt yok.');
    expect(screen.getByTestId('reject-dialog-submit').textContent).toContain('Gönder');
    expect((screen.getByTestId('reject-dialog-submit') as unknown as { disabled: boolean }).disabled).toBe(true);
    await submit();
    await new Promise((r) => setTimeout(r, 10));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an optional note trimmed, or empty, when no text is required', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(dialog({ bulk: true, count: 3, onSubmit }));
    expect((await screen.findByTestId('reject-dialog-count')).textContent).toBe('3 kayıt reddedilecek.');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
    await typeIon('reject-dialog-description', '  Eksik bilgi  ');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('Eksik bilgi'));
  });

  it('requires the note when asked: the text shows under it and nothing is sent until it is written', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(dialog({ subject: 'Ürün (869)', requiredText: 'Açıklama dolu olmalıdır.', onSubmit }));
    expect((await screen.findByTestId('reject-dialog-subject')).textContent).toBe('Ürün (869)');
    await typeIon('reject-dialog-description', '   ');
    await submit();
    await waitFor(() => expect(note().errorText).toBe('Açıklama dolu olmalıdır.'));
    expect(onSubmit).not.toHaveBeenCalled();
    await typeIon('reject-dialog-description', 'Yüksek');
    expect(note().errorText).toBeUndefined();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Yüksek'));
  });

  it("marks the note when the server flags its field, also an item's in a list", async () => {
    const refusal = new ApiError(400, { status: 400, code: 10001, errors: [{ field: 'items.1.description', message: 'Olmadı' }], fields: ['items.1.description'] });
    const onSubmit = vi.fn(async () => {
      throw refusal;
    });
    renderDialog(dialog({ bulk: true, count: 2, onSubmit }));
    await typeIon('reject-dialog-description', 'Not');
    await submit();
    await waitFor(() => expect(note().classList.contains('ion-invalid')).toBe(true));
  });

  // Last: the closed dialog's overlay may still be leaving the page when this test ends.
  it('rejects a single record without a count and starts each opening with an empty note', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { rerender } = renderDialog(dialog({ onSubmit }));
    await screen.findByTestId('reject-dialog-submit');
    expect(screen.queryByTestId('reject-dialog-count')).toBeNull();
    await typeIon('reject-dialog-description', 'İlk not');
    rerender(dialog({ isOpen: false, onSubmit }));
    rerender(dialog({ onSubmit }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
  });
});
