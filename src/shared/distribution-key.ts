/**
 * The reseller distribution key of a serial batch (spec 1 §5 "Distribution key file", §9):
 * columns 'Bayi Kodu' and 'Yüzde %'; rows missing either are skipped; each reseller's count
 * per campaign is the whole part of count × percent ÷ 100, counts of 0 dropped; the
 * percents may sum to at most 100.0001.
 *
 * Percents are held as millionths (integers), so the arithmetic is exact: 33.3 % of 1,000 is
 * 333, never 332 from 332.99999999999994. A percent is read to six decimals.
 */
export const KEY_MSG = {
  sumTooHigh: 'Yüzde Oranları Toplamı 100`ü Geçemez.',
  noValidRows: 'Geçersiz Bayi Dağıtım Anahtar Excel`i Yüklendi.',
  loaded: 'Bayi Dağıtım Anahtar Excel`i Yüklendi.',
  readFailed: 'Bayi Dağıtım Anahtar Excel`i Yüklenemedi.',
  // Ours (the spec shows none), in its style.
  repeated: (code: string) => `Bayi kodu dosyada birden fazla kez geçiyor: ${code}`,
  badPercent: (code: string) => `Yüzde oranı geçersiz: ${code}`,
} as const;

export const KEY_COLUMNS = { code: 'Bayi Kodu', percent: 'Yüzde %' } as const;
/** 100.0001 % in millionths of a percent. */
export const MAX_PERCENT_SUM_MICRO = 100_000_100;
export const MAX_KEY_ROWS = 20_000;

export interface KeyRow {
  bayiKodu: string;
  yuzde: number;
}
export interface CampaignCount {
  campaignId: number;
  /** The campaign's amount (shown in the distribution table). */
  amount: number;
  unit: number;
}
/** Spec 1 §3 reseller distribution row. */
export interface DistributionRow {
  bayiKodu: string;
  yuzde: number;
  toplamSayi: number;
  sayilar: { id: number; amount: number; unit: number }[];
}

export const percentMicro = (percent: number) => Math.round(percent * 1_000_000);

/** A cell as a percent: numbers as they are, text with a Turkish comma or a % sign read too; null when it is none. */
export function readPercent(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().replace('%', '').trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The key rows of a sheet's rows (objects by header): rows missing a code or a percent are skipped. */
export function keyRowsOf(sheetRows: readonly Record<string, unknown>[]): KeyRow[] {
  const rows: KeyRow[] = [];
  for (const r of sheetRows) {
    const code = r[KEY_COLUMNS.code];
    const codeText = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
    const percent = readPercent(r[KEY_COLUMNS.percent]);
    if (!codeText || percent === null) continue;
    rows.push({ bayiKodu: codeText, yuzde: percent });
  }
  return rows;
}

/** The first thing wrong with a key, in the spec's words, or null. */
export function keyError(rows: readonly KeyRow[]): string | null {
  if (!rows.length) return KEY_MSG.noValidRows;
  const seen = new Set<string>();
  let sum = 0;
  for (const r of rows) {
    if (!(r.yuzde >= 0) || r.yuzde > 100.0001) return KEY_MSG.badPercent(r.bayiKodu);
    if (seen.has(r.bayiKodu)) return KEY_MSG.repeated(r.bayiKodu);
    seen.add(r.bayiKodu);
    sum += percentMicro(r.yuzde);
  }
  return sum > MAX_PERCENT_SUM_MICRO ? KEY_MSG.sumTooHigh : null;
}

/** Each reseller's count per campaign: ⌊unit × percent ÷ 100⌋, zero counts dropped (and rows left with none). */
export function distribute(counts: readonly CampaignCount[], rows: readonly KeyRow[]): DistributionRow[] {
  const out: DistributionRow[] = [];
  for (const r of rows) {
    const micro = percentMicro(r.yuzde);
    const sayilar = counts
      .map((c) => ({ id: c.campaignId, amount: c.amount, unit: Math.floor((c.unit * micro) / 100_000_000) }))
      .filter((s) => s.unit > 0);
    if (!sayilar.length) continue;
    out.push({ bayiKodu: r.bayiKodu, yuzde: r.yuzde, toplamSayi: sayilar.reduce((s, x) => s + x.unit, 0), sayilar });
  }
  return out;
}
