import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { dismissToast, showToast, toast, useToasts } from './toast.js';

const shown = () => {
  const { result, unmount } = renderHook(() => useToasts());
  const list = result.current.map((t) => [t.severity, t.text]);
  unmount();
  return list;
};
/** The user's gesture that starts an action (a tap on a button). */
const tap = () => fireEvent.pointerDown(document.body);

describe('the toast slot: the toasts of the latest action', () => {
  afterEach(() => {
    const { result, unmount } = renderHook(() => useToasts());
    act(() => result.current.forEach((t) => dismissToast(t.id)));
    unmount();
  });

  it('a new action’s toast replaces the one before, whatever its severity or stickiness', () => {
    tap();
    act(() => void showToast('error', 'Sabit hata', 3000, true));
    tap();
    act(() => void toast.success('Ürün Sepete Eklendi.'));
    expect(shown()).toEqual([['success', 'Ürün Sepete Eklendi.']]);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    act(() => void toast.info('Bağlantı yok'));
    expect(shown()).toEqual([['info', 'Bağlantı yok']]);
    fireEvent.click(document.body);
    act(() => void toast.warn('Uyarı'));
    expect(shown()).toEqual([['warn', 'Uyarı']]);
  });

  it('the toasts of one action (one answer’s distinct errors, a save and its note, even across awaits) show together', async () => {
    tap();
    act(() => {
      toast.warn('Başlangıç tarihi dolu olmalıdır.');
      toast.warn('Bitiş tarihi dolu olmalıdır.');
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
      toast.info('1 satır kaydedilmedi.');
    });
    expect(shown()).toEqual([
      ['warn', 'Başlangıç tarihi dolu olmalıdır.'],
      ['warn', 'Bitiş tarihi dolu olmalıdır.'],
      ['info', '1 satır kaydedilmedi.'],
    ]);
    tap();
    act(() => void toast.success('Kaydedildi'));
    expect(shown()).toEqual([['success', 'Kaydedildi']]);
  });

  it('a replaced toast’s timer does not close the newer one', async () => {
    tap();
    act(() => void toast.info('ilk', 20));
    tap();
    act(() => void toast.info('ikinci', 1000));
    await act(() => new Promise((r) => setTimeout(r, 40)));
    expect(shown()).toEqual([['info', 'ikinci']]);
  });
});
