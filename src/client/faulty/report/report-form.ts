import { FAULTY_MSG, type FaultyProduct, type FaultyReportBody, type FaultyUnit } from '../../../shared/contract/faulty.js';

/**
 * The report's form as pure data: what was chosen (a unit found by its serial, or a product chosen
 * without one), the sale date, the description and the photos; its checks and the body it sends.
 */
export type Chosen = { kind: 'unit'; unit: FaultyUnit } | { kind: 'product'; product: FaultyProduct };

export interface ReportForm {
  chosen: Chosen | null;
  /** 'YYYY-MM-DD' from the date field; asked only without a serial (a unit's comes from its sale). */
  saleDate: string;
  description: string;
  photos: File[];
}

export const EMPTY_FORM: ReportForm = { chosen: null, saleDate: '', description: '', photos: [] };

export type FormField = 'product' | 'saleDate' | 'description' | 'photos';

export const productOf = (chosen: Chosen | null): FaultyProduct | null => (chosen ? (chosen.kind === 'unit' ? chosen.unit : chosen.product) : null);

/** Today's date in the dealer's browser, 'YYYY-MM-DD' (the date field's max). */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** 'YYYY-MM-DD' → 'dd.mm.yyyy', as the contract's create takes it (spec 3 §7). */
export const toTrDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

/** The form's errors, field by field, in the spec's words (spec 3 §5). */
export function formErrors(form: ReportForm, today = todayIso()): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  if (!form.chosen) errors.product = FAULTY_MSG.productRequired;
  if (form.chosen?.kind === 'product') {
    if (!form.saleDate) errors.saleDate = FAULTY_MSG.saleDateRequired;
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.saleDate)) errors.saleDate = FAULTY_MSG.saleDateInvalid;
    else if (form.saleDate > today) errors.saleDate = FAULTY_MSG.saleDateFuture;
  }
  if (!form.description.trim()) errors.description = FAULTY_MSG.descriptionRequired;
  if (form.photos.length === 0) errors.photos = FAULTY_MSG.photoRequired;
  return errors;
}

/** The create's text parts: the unit, or the product with its sale date; and the description. */
export function reportFields(form: ReportForm): FaultyReportBody {
  const description = form.description.trim();
  const { chosen } = form;
  if (chosen?.kind === 'unit') return { productSerialNoId: chosen.unit.productSerialNoId, description };
  return { modelId: chosen?.product.modelId, saleDate: toTrDate(form.saleDate), description };
}
