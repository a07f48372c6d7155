import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { BrandTable, filterBrands } from './brand-table.js';
import { click, renderScreen, typeIon } from '../../testing/screen-testing.js';

const brand = (id: number, name: string, status = 1, image = true): Brand => ({
  id,
  name,
  newBrand: id % 2 === 0,
  image: image ? { publicAddress: `/api/public/image/brands/${id}.png` } : null,
  status,
});
const BRANDS = [brand(1, 'IŞIK Elektronik'), brand(2, 'Şimşek', 0, false), brand(3, 'istanbul kablo'), ...Array.from({ length: 9 }, (_, i) => brand(10 + i, `Marka ${i}`))];

describe('brand table', () => {
  it('filters by name, ignoring case and Turkish letters', () => {
    expect(filterBrands(BRANDS, 'ışık').map((b) => b.id)).toEqual([1]);
    expect(filterBrands(BRANDS, 'isik').map((b) => b.id)).toEqual([1]);
    expect(filterBrands(BRANDS, 'İSTANBUL').map((b) => b.id)).toEqual([3]);
    expect(filterBrands(BRANDS, 'simsek').map((b) => b.id)).toEqual([2]);
    expect(filterBrands(BRANDS, '  ')).toHaveLength(BRANDS.length);
  });

  it('shows edit and delete for active brands, "Aktif Et" for passive ones, pages by 10 and opens the image', async () => {
    const onImage = vi.fn();
    const onActivate = vi.fn();
    const onPassivate = vi.fn();
    renderScreen(
      <BrandTable brands={BRANDS} loading={false} onImage={onImage} onEdit={() => undefined} onPassivate={onPassivate} onActivate={onActivate} />,
    );
    const active = await screen.findByTestId('brands-row-1');
    expect(active.textContent).toContain('Aktif');
    expect(screen.getByTestId('brand-edit-1').textContent).toBe('Düzenle');
    expect(screen.getByTestId('brand-passive-1').textContent).toBe('Sil');
    expect(screen.queryByTestId('brand-activate-1')).toBeNull();
    expect(screen.getByTestId('brands-row-2').textContent).toContain('Pasif');
    expect(screen.getByTestId('brands-row-2').textContent).toContain('Evet');
    expect(screen.queryByTestId('brand-edit-2')).toBeNull();
    expect(screen.queryByTestId('brand-passive-2')).toBeNull();
    await click('brand-activate-2');
    expect(onActivate).toHaveBeenCalledWith(BRANDS[1]);
    await click('brand-passive-1');
    expect(onPassivate).toHaveBeenCalledWith(BRANDS[0]);
    await click('brand-image-2');
    expect(onImage).toHaveBeenCalledWith(BRANDS[1]);
    expect(screen.getByTestId('brands-paginator-report').textContent).toBe('12 kayıttan 1 - 10 arası gösteriliyor');

    await typeIon('brands-filter-name', 'marka 8');
    await waitFor(() => expect(screen.getByTestId('brands-paginator-report').textContent).toBe('1 kayıttan 1 - 1 arası gösteriliyor'));
    await typeIon('brands-filter-name', 'yok böyle');
    await waitFor(() => expect(screen.getByTestId('brands-empty').textContent).toBe('Marka Bulunamadı'));
  });
});
