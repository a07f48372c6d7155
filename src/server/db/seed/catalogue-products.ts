import type { SupplyStatus } from '../../../shared/catalogue.js';
import { CATEGORIES } from './catalogue-categories.js';
import { ORIGINS, type SubCategoryData, WARRANTY_LINES } from './catalogue-data.js';

/**
 * Pure generation of demo products: the same (seed, index range) always gives the same
 * products, so tests can rely on the demo catalogue and the large seed can continue it.
 */

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export function pickWeighted<T>(rng: Rng, items: readonly [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1][0];
}

/** EAN-13 check digit of the first 12 digits. */
export function eanCheckDigit(first12: string): number {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * A valid, unique EAN-13 starting 869 (Türkiye) per index: multiplying by a number prime to
 * 10⁹ permutes the 9 digits, so different indexes never share a barcode (below 10⁹).
 */
export function demoBarcode(index: number): string {
  const body = `869${String((index * 7919 + 104_729) % 1_000_000_000).padStart(9, '0')}`;
  return body + eanCheckDigit(body);
}

export interface SubCategoryRef {
  category: string;
  data: SubCategoryData;
}
export const SUB_CATEGORIES: SubCategoryRef[] = CATEGORIES.flatMap((c) => c.subCategories.map((data) => ({ category: c.name, data })));

/** Brands that make phones do not make accessories named after a rival's phone. */
const OWN_WORDS: Record<string, string[]> = {
  Apple: ['iPhone', 'iPad', 'Apple Watch', 'AirTag'],
  Samsung: ['Galaxy', 'SmartTag'],
  Xiaomi: ['Redmi', 'Xiaomi'],
  Huawei: ['Huawei', 'MatePad'],
  Oppo: ['Oppo'],
  Lenovo: ['Lenovo'],
};
function rivalsProduct(brand: string, name: string): boolean {
  if (!OWN_WORDS[brand]) return false;
  return Object.entries(OWN_WORDS).some(([other, words]) => other !== brand && words.some((w) => name.includes(w)));
}

export interface Prices {
  distyPrice: number;
  recommendedEdmPrice: number;
  recommendedResellerPrice: number;
  recommendedSellPrice: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Prices as shops write them: purchase …9,90, shelf price rounded up to …9,90. */
export function pricesFrom(distyPrice: number): Prices {
  return {
    distyPrice,
    recommendedEdmPrice: round2(distyPrice * 1.06),
    recommendedResellerPrice: round2(distyPrice * 1.12),
    recommendedSellPrice: round2(Math.ceil((distyPrice * 1.45) / 10) * 10 - 0.1),
  };
}

export interface ProductSpec {
  index: number;
  name: string;
  barcode: string;
  description: string;
  brand: string;
  category: string;
  subCategory: string;
  supplyCode: string;
  supplyStatus: SupplyStatus;
  origin: string;
  eol: boolean | null;
  prices: Prices;
}

export const SUPPLY_SHARES: [string, number][] = [
  ['TDR001', 45],
  ['TDR002', 30],
  ['TDR003', 25],
];

function productName(rng: Rng, brand: string, sub: SubCategoryData): string {
  for (let attempt = 0; ; attempt++) {
    const [template, variants] = pick(rng, sub.templates);
    const filled = template.replace('{v}', pick(rng, variants));
    // "Apple Watch …" by Apple, "Xiaomi 15 …" by Xiaomi: no doubled brand.
    const name = filled.startsWith(brand) ? filled : `${brand} ${filled}`;
    if (!rivalsProduct(brand, name) || attempt > 10) return name;
  }
}

/** Products index `from` … `from + count − 1`. */
export function makeProducts(from: number, count: number, seed = 20261116): ProductSpec[] {
  const rng = prng(seed ^ Math.imul(from + 1, 0x9e3779b1));
  const seen = new Set<string>();
  const out: ProductSpec[] = [];
  for (let index = from; index < from + count; index++) {
    const { category, data: sub } = pick(rng, SUB_CATEGORIES);
    const brand = pick(rng, sub.brands);
    let name = productName(rng, brand, sub);
    // Same words for two products: a model suffix tells them apart, like real catalogues.
    for (let n = 2; seen.has(name); n++) name = `${name.replace(/ \(M\d+\)$/, '')} (M${n})`;
    seen.add(name);
    const [min, max] = sub.price;
    const raw = min + (max - min) * rng() ** 2;
    const distyPrice = Math.max(min, Math.round(raw / 10) * 10 - 0.1);
    const eolRoll = rng();
    out.push({
      index,
      name,
      barcode: demoBarcode(index),
      description: `${pick(rng, sub.features)} ${pick(rng, WARRANTY_LINES)}`,
      brand,
      category,
      subCategory: sub.name,
      supplyCode: pickWeighted(rng, SUPPLY_SHARES),
      supplyStatus: rng() < 0.86 ? 'AÇIK' : 'KAPALI',
      origin: brand === 'TTEC' || brand === 'S-Link' || brand === 'Linktech' ? pickWeighted(rng, [['Türkiye', 45], ['Çin', 55]]) : pickWeighted(rng, ORIGINS),
      eol: eolRoll < 0.08 ? true : eolRoll < 0.8 ? false : null,
      prices: pricesFrom(round2(distyPrice)),
    });
  }
  return out;
}
