import { useQuery } from '@tanstack/react-query';
import { RESELLER_PARAM_KEYS, resellerParams, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { formatPercent } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import { settingsKeys } from '../settings-queries.js';

export type ResellerParamKey = (typeof RESELLER_PARAM_KEYS)[number];
export const isResellerParamKey = (key: string): key is ResellerParamKey => (RESELLER_PARAM_KEYS as readonly string[]).includes(key);

/** The parameters in force for the login reseller; a failed read shows 'Parametre bilgisi getirme başarısız.' (the page's own text). */
export const useResellerParams = (resellerCode: string) =>
  useQuery({ queryKey: settingsKeys.resellerParams(resellerCode), queryFn: () => call(resellerParams), meta: { silent: true }, staleTime: 0 });

/** A stored ratio as the spec shows it: '7.5' → '%7,5' (Turkish decimal comma); anything else as it is. */
export function percentText(value: string): string {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) ? formatPercent(n).replace('.', ',') : value;
}

/** The ratio as typed ('7,5' or '7.5', up to two decimals), as the server reads it. */
const RATIO = /^\d{1,3}([.,]\d{1,2})?$/;

/** Spec 3 §5: the discount ratio is required and 0–100 inclusive; the refusal text, or undefined. */
export function ratioError(raw: string): string | undefined {
  const text = raw.trim().replace(/[.,]$/, '');
  if (!text) return SETTINGS_MSG.valueRequired;
  const n = RATIO.test(text) ? Number(text.replace(',', '.')) : NaN;
  return n >= 0 && n <= 100 ? undefined : SETTINGS_MSG.ratioRange;
}

/** The value sent: trimmed, without a dangling decimal point. */
export const ratioValue = (raw: string) => raw.trim().replace(/[.,]$/, '');
