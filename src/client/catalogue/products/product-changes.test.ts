import { describe, expect, it } from 'vitest';
import type { Picture, ProductDetail } from '../../../shared/contract/models.js';
import { approvalNote, changesTitle, diffFields, pictureGroups } from './product-changes.js';

const base = {
  name: 'Kılıf',
  barcode: 'B1',
  description: null,
  brand: { id: 1, name: 'Anker' },
  subCategory: { id: 2, name: 'Kılıflar', category: { id: 3, name: 'Aksesuar' } },
  supplyStatus: 'AÇIK' as const,
  origin: 'Çin',
  eol: null,
};

describe('changes dialog title', () => {
  it("'Ürün Değişiklikleri' for an approved product with a waiting or rejected change", () => {
    expect(changesTitle({ approveType: 'APPROVED', lastApproveType: 'WAITING' })).toBe('Ürün Değişiklikleri');
    expect(changesTitle({ approveType: 'APPROVED', lastApproveType: 'REJECTED' })).toBe('Ürün Değişiklikleri');
  });
  it("'Yeni Ürün Girişi' otherwise", () => {
    expect(changesTitle({ approveType: 'WAITING', lastApproveType: 'WAITING' })).toBe('Yeni Ürün Girişi');
    expect(changesTitle({ approveType: 'REJECTED', lastApproveType: 'REJECTED' })).toBe('Yeni Ürün Girişi');
    expect(changesTitle({ approveType: 'APPROVED', lastApproveType: 'APPROVED' })).toBe('Yeni Ürün Girişi');
  });
});

describe('field comparison', () => {
  it('marks exactly the fields that differ, in the spec order', () => {
    const requested = { ...base, name: 'Kılıf Pro', subCategory: { id: 5, name: 'Şarj', category: { id: 6, name: 'Enerji' } }, eol: true };
    const rows = diffFields(base, requested);
    expect(rows.map((r) => r.key)).toEqual(['category', 'subCategory', 'brand', 'name', 'description', 'barcode', 'origin', 'supplyStatus', 'eol']);
    expect(rows.filter((r) => r.changed).map((r) => r.key)).toEqual(['category', 'subCategory', 'name', 'eol']);
    expect(rows.find((r) => r.key === 'eol')).toMatchObject({ current: 'Boş', requested: 'Evet' });
  });
  it('nothing differs without a request', () => {
    expect(diffFields(base, null).some((r) => r.changed)).toBe(false);
  });
});

describe('picture groups', () => {
  const pic = (id: number, t: Picture['pictureCrudType']): Picture => ({ id, baseUrl: `/api/public/image/${id}`, pictureType: 'WEB', pictureCrudType: t });
  const all = [pic(1, 'INSERTED'), pic(2, 'WANTINSERT'), pic(3, 'WANTDELETE'), pic(4, 'NOTWANTINSERT'), pic(5, 'NOTWANTDELETE')];
  it('a waiting change shows the pending pictures only', () => {
    const g = pictureGroups(all, 'WAITING');
    expect(g.added.map((p) => p.id)).toEqual([2]);
    expect(g.deleted.map((p) => p.id)).toEqual([3]);
  });
  it('a rejected change also shows what was turned down', () => {
    const g = pictureGroups(all, 'REJECTED');
    expect(g.added.map((p) => p.id)).toEqual([2, 4]);
    expect(g.deleted.map((p) => p.id)).toEqual([3, 5]);
  });
});

describe('approval note', () => {
  it("'Yok.' when none", () => {
    expect(approvalNote({ approveDescription: null, currentUpdateModel: null } as ProductDetail)).toBe('Yok.');
    expect(approvalNote({ approveDescription: 'Barkod hatalı', currentUpdateModel: null } as ProductDetail)).toBe('Barkod hatalı');
  });
});
