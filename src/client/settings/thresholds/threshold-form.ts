import { thresholdPairSchema, type ThresholdPair } from '../../../shared/contract/settings.js';

/** The two threshold fields as typed ('' = empty). */
export interface ThresholdTexts {
  none: string;
  limited: string;
}

export type ThresholdCheck = { ok: true; pair: ThresholdPair } | { ok: false; messages: string[]; fields: { none: boolean; limited: boolean } };

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The rules of both /stockStatus dialogs (spec 3 §5), the same schema the server checks:
 * both required ('Bütün alanlar dolu olmalıdır.' once), at least 0, none below limited.
 */
export function checkThresholds({ none, limited }: ThresholdTexts): ThresholdCheck {
  const result = thresholdPairSchema.safeParse({ noneStockStatusMax: toNumber(none), limitedStockStatusMax: toNumber(limited) });
  if (result.success) return { ok: true, pair: result.data };
  const fields = { none: false, limited: false };
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'noneStockStatusMax') fields.none = true;
    if (issue.path[0] === 'limitedStockStatusMax') fields.limited = true;
  }
  return { ok: false, messages: [...new Set(result.error.issues.map((i) => i.message))], fields };
}
