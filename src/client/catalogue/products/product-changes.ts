import { CATALOGUE_MSG, eolLabel, type PictureCrudType } from '../../../shared/catalogue.js';
import type { Picture, ProductDetail, UpdateModel } from '../../../shared/contract/models.js';

/** The product fields the changes dialog compares, in the spec's order (spec 2 §2.2). */
type Compared = Pick<UpdateModel, 'name' | 'barcode' | 'description' | 'brand' | 'subCategory' | 'supplyStatus' | 'origin' | 'eol'>;

export interface ComparedField {
  key: string;
  label: string;
  value: (p: Compared) => string;
}

export const COMPARED_FIELDS: ComparedField[] = [
  { key: 'category', label: 'Kategori', value: (p) => p.subCategory.category.name },
  { key: 'subCategory', label: 'Alt Kategori', value: (p) => p.subCategory.name },
  { key: 'brand', label: 'Marka', value: (p) => p.brand.name },
  { key: 'name', label: 'Ürün Adı', value: (p) => p.name },
  { key: 'description', label: 'Açıklama', value: (p) => p.description ?? '' },
  { key: 'barcode', label: 'Barkod', value: (p) => p.barcode },
  { key: 'origin', label: 'Menşei', value: (p) => p.origin ?? '' },
  { key: 'supplyStatus', label: 'Tedarikçi Durumu', value: (p) => p.supplyStatus },
  { key: 'eol', label: 'EOL', value: (p) => eolLabel(p.eol) },
];

/**
 * 'Ürün Değişiklikleri' for a change to an approved product (approveType APPROVED with a
 * WAITING or REJECTED last request), else 'Yeni Ürün Girişi' (spec 2 §2.2).
 */
export function changesTitle(p: Pick<ProductDetail, 'approveType' | 'lastApproveType'>): string {
  const isChange = p.approveType === 'APPROVED' && (p.lastApproveType === 'REJECTED' || p.lastApproveType === 'WAITING');
  return isChange ? CATALOGUE_MSG.productChangesTitle : CATALOGUE_MSG.newProductTitle;
}

export interface FieldDiff {
  key: string;
  label: string;
  current: string;
  requested: string;
  changed: boolean;
}

/** Current vs requested, field by field; without a request nothing differs. */
export function diffFields(current: Compared, requested: Compared | null): FieldDiff[] {
  return COMPARED_FIELDS.map((f) => {
    const a = f.value(current);
    const b = requested ? f.value(requested) : a;
    return { key: f.key, label: f.label, current: a, requested: b, changed: a !== b };
  });
}

const NEW_TYPES: PictureCrudType[] = ['WANTINSERT', 'NOTWANTINSERT'];
const DELETE_TYPES: PictureCrudType[] = ['WANTDELETE', 'NOTWANTDELETE'];

/**
 * Pictures a request touches: added ones and ones asked to be deleted. Rejected ones
 * (NOTWANT*) count only while the last request is the rejected one, so the dialog of a
 * rejected change shows what was turned down.
 */
export function pictureGroups(pictures: Picture[], lastApproveType: ProductDetail['lastApproveType']) {
  const keep = (t: PictureCrudType) => lastApproveType === 'REJECTED' || !t.startsWith('NOT');
  return {
    added: pictures.filter((p) => NEW_TYPES.includes(p.pictureCrudType) && keep(p.pictureCrudType)),
    deleted: pictures.filter((p) => DELETE_TYPES.includes(p.pictureCrudType) && keep(p.pictureCrudType)),
  };
}

/** Picture state badges (WANT* pending, NOTWANT* rejected). */
export const PICTURE_BADGES: Partial<Record<PictureCrudType, string>> = {
  WANTINSERT: 'Eklenmesi Onay Bekliyor',
  WANTDELETE: 'Silinmesi Onay Bekliyor',
  NOTWANTINSERT: 'Reddedildi',
  NOTWANTDELETE: 'Reddedildi',
};

/** The decision's note, 'Yok.' when none. */
export const approvalNote = (p: Pick<ProductDetail, 'approveDescription' | 'currentUpdateModel'>) =>
  p.currentUpdateModel?.approveDescription || p.approveDescription || CATALOGUE_MSG.noDescription;

/** The button to a product's open request: WAITING 'Onay Bekleyen Değişiklikler', REJECTED 'Onaylanmayan Değişiklikler' (spec 2 §2.2); none otherwise. */
export function changesButton(p: Pick<ProductDetail, 'lastApproveType'>): { label: string; color: 'warning' | 'danger' } | null {
  if (p.lastApproveType === 'WAITING') return { label: CATALOGUE_MSG.pendingChanges, color: 'warning' };
  if (p.lastApproveType === 'REJECTED') return { label: CATALOGUE_MSG.rejectedChanges, color: 'danger' };
  return null;
}
