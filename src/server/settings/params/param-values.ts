import { SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { GIFT_CAMPAIGN_KEY } from '../../../shared/contract/gifts.js';
import { PARAM_KEYS } from '../../../shared/storefront.js';

/**
 * The value rules of the known parameter keys (others are free text). Returns the value to
 * store (normalised) or the refusal text.
 */
export type ValueCheck = { ok: true; value: string } | { ok: false; message: string };

const INTEGER = /^\d{1,9}$/;
const RESELLER_CODE = /^[A-Za-z0-9._-]{1,50}$/;

const integerAtLeast = (min: number, message: string) => (value: string): ValueCheck =>
  INTEGER.test(value) && Number(value) >= min ? { ok: true, value: String(Number(value)) } : { ok: false, message };

const RULES: Record<string, (value: string) => ValueCheck> = {
  [PARAM_KEYS.noneStockMax]: integerAtLeast(0, SETTINGS_MSG.nonNegativeInteger),
  [PARAM_KEYS.limitedStockMax]: integerAtLeast(0, SETTINGS_MSG.nonNegativeInteger),
  [PARAM_KEYS.newProductDays]: integerAtLeast(1, SETTINGS_MSG.positiveInteger),
  [PARAM_KEYS.bestSellerCount]: integerAtLeast(1, SETTINGS_MSG.positiveInteger),
  [PARAM_KEYS.maxDiscountRatio]: (value) => {
    const n = /^\d{1,3}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : NaN;
    return n >= 0 && n <= 100 ? { ok: true, value: String(n) } : { ok: false, message: SETTINGS_MSG.ratioRange };
  },
  // Issue 33: whether a gift campaign runs.
  [GIFT_CAMPAIGN_KEY]: (value) => (value === '0' || value === '1' ? { ok: true, value } : { ok: false, message: SETTINGS_MSG.zeroOrOne }),
  [PARAM_KEYS.orderAllowList]: (value) => {
    const codes = [...new Set(value.split(',').map((c) => c.trim()).filter(Boolean))];
    return codes.every((c) => RESELLER_CODE.test(c)) ? { ok: true, value: codes.join(',') } : { ok: false, message: SETTINGS_MSG.resellerCodes };
  },
};

export function checkParamValue(key: string, value: string): ValueCheck {
  const rule = RULES[key];
  return rule ? rule(value.trim()) : { ok: true, value };
}

/** The other threshold a stock threshold is checked against (none < limited), if `key` is one. */
export function pairedThreshold(key: string): { other: string; keyIsNone: boolean } | null {
  if (key === PARAM_KEYS.noneStockMax) return { other: PARAM_KEYS.limitedStockMax, keyIsNone: true };
  if (key === PARAM_KEYS.limitedStockMax) return { other: PARAM_KEYS.noneStockMax, keyIsNone: false };
  return null;
}
