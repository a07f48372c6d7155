import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UploadResultTabs } from './upload-result-tabs.js';

interface Row {
  barcode: string | null;
  name: string;
  price: number | null;
}

const columns = [
  { key: 'barcode', header: 'Barkod' },
  { key: 'name', header: 'Ürün Adı' },
  { key: 'price', header: 'Fiyat' },
];

const accepted: Row[] = Array.from({ length: 23 }, (_, i) => ({ barcode: `869${i}`, name: `Ürün ${i}`, price: 10 + i }));
const erroneous: (Row & { errorMaps: Record<string, boolean> })[] = [
  { barcode: null, name: 'Kablo', price: 5, errorMaps: { barcode: true } },
  { barcode: '8691', name: 'Şarj', price: -3, errorMaps: { price: true } },
  { barcode: '', name: 'Kılıf', price: null, errorMaps: {} },
];

describe('UploadResultTabs', () => {
  it('opens on the wrong rows: pink cells, an empty wrong cell reads Boş Değer', () => {
    render(<UploadResultTabs columns={columns} accepted={accepted} erroneous={erroneous} acceptedLabel="Onaylanan Ürünler" erroneousLabel="Hatalı Ürünler" testId="r" />);
    expect(screen.getByTestId('r-tabs-accepted').textContent).toBe('Onaylanan Ürünler (23)');
    expect(screen.getByTestId('r-tabs-erroneous').textContent).toBe('Hatalı Ürünler (3)');

    const first = screen.getByTestId('r-erroneous-row-0').querySelectorAll('td');
    expect(first[0].textContent).toBe('Boş Değer');
    expect(first[0].className).toContain('cell-invalid');
    expect(first[1].className).not.toContain('cell-invalid');

    const second = screen.getByTestId('r-erroneous-row-1').querySelectorAll('td');
    expect(second[2].textContent).toBe('-3');
    expect(second[2].className).toContain('cell-invalid');

    // An empty cell that is not wrong stays empty and white.
    const third = screen.getByTestId('r-erroneous-row-2').querySelectorAll('td');
    expect(third[0].textContent).toBe('');
    expect(third[2].className).not.toContain('cell-invalid');
    expect(document.querySelectorAll('.cell-invalid')).toHaveLength(2);
  });

  it('pages the accepted rows by 20', () => {
    render(<UploadResultTabs columns={columns} accepted={accepted} erroneous={[]} acceptedLabel="Onaylanan Ürünler" erroneousLabel="Hatalı Ürünler" testId="r" />);
    expect(screen.getByTestId('r-accepted-table').querySelectorAll('tbody tr')).toHaveLength(20);
    expect(screen.getByTestId('r-accepted-paginator-report').textContent).toBe('23 kayıttan 1 - 20 arası gösteriliyor');
    fireEvent.click(screen.getByTestId('r-accepted-paginator-next'));
    expect(screen.getByTestId('r-accepted-table').querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.getByTestId('r-accepted-row-22').textContent).toContain('Ürün 22');
    fireEvent.click(screen.getByTestId('r-tabs-erroneous'));
    expect(screen.getByTestId('r-erroneous-empty').textContent).toBe('Kayıt bulunamadı');
  });
});
