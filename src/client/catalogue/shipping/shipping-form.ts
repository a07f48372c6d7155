import { SHIPPING_MSG, type ShippingInfo } from '../../../shared/contract/shipping-info.js';
import { digitsOnly } from '../../../shared/digits.js';

/** The four fields a supplier's shipping information form edits (spec 3 §2.9). */
export interface ShippingDraft {
  shippingName: string;
  postCode: string;
  address: string;
  /** As shown: grouped 3-3-2-2. */
  phone: string;
}

export type ShippingField = keyof ShippingDraft;
export type ShippingFlags = Partial<Record<ShippingField, boolean>>;

/** A post code as typed: digits only, at most 5. */
export const postCodeDigits = (text: string | null | undefined) => digitsOnly(text ?? '').slice(0, 5);

/**
 * A phone number as typed or pasted: digits only, a national prefix (0, or 90 of +90) dropped,
 * at most 10 digits ('0212 555 00 00' → '2125550000').
 */
export function phoneDigits(text: string | null | undefined): string {
  let d = digitsOnly(text ?? '');
  if (d.length > 10 && d.startsWith('90')) d = d.slice(2);
  return d.replace(/^0+/, '').slice(0, 10);
}

/** Grouped 3-3-2-2 while typing: '2125550000' → '212 555 00 00'. */
export function formatPhone(text: string | null | undefined): string {
  const d = phoneDigits(text);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean).join(' ');
}

export const draftOf = (info: ShippingInfo): ShippingDraft => ({
  shippingName: info.shippingName ?? '',
  postCode: postCodeDigits(info.postCode),
  address: info.address ?? '',
  phone: formatPhone(info.phoneNumber),
});

/** Our checks (the spec shows none): all four required, a 5-digit post code, a 10-digit phone. */
export function checkShipping(draft: ShippingDraft): { messages: string[]; fields: ShippingFlags } {
  const messages: string[] = [];
  const fields: ShippingFlags = {};
  const fail = (field: ShippingField, message: string) => {
    fields[field] = true;
    if (!messages.includes(message)) messages.push(message);
  };
  for (const field of ['shippingName', 'postCode', 'address', 'phone'] as const) if (!draft[field].trim()) fail(field, SHIPPING_MSG.required);
  if (draft.postCode && !/^\d{5}$/.test(draft.postCode)) fail('postCode', SHIPPING_MSG.postCode);
  if (draft.phone.trim() && phoneDigits(draft.phone).length !== 10) fail('phone', SHIPPING_MSG.phone);
  return { messages, fields };
}

/** What the save sends (spec 3 §7): the whole record, name and code as the server gave them. */
export const saveBodyOf = (info: ShippingInfo, draft: ShippingDraft) => ({
  id: info.id,
  name: info.name,
  code: info.code,
  shippingName: draft.shippingName.trim(),
  postCode: draft.postCode,
  address: draft.address.trim(),
  phoneNumber: phoneDigits(draft.phone),
});

/** The server's field names on a refused save → the form's. */
export const flagsOf = (flagged: Record<string, boolean>): ShippingFlags => ({
  shippingName: flagged.shippingName,
  postCode: flagged.postCode,
  address: flagged.address,
  phone: flagged.phoneNumber,
});
