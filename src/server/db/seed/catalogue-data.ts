import type { ScoreType } from '../../../shared/catalogue.js';
import type { Rgb, Shape } from '../../lib/png.js';

/** The demo catalogue's words: brands, origins and the texts of requests (the category tree is in catalogue-categories.ts). */

export interface BrandData {
  name: string;
  /** Monogram on the generated logo. */
  mark: string;
  colour: Rgb;
  shape: Shape;
  newBrand?: boolean;
  /** Passive brands have no products. */
  passive?: boolean;
}

export const BRANDS: BrandData[] = [
  { name: 'Samsung', mark: 'SA', colour: [20, 40, 160], shape: 'ring' },
  { name: 'Apple', mark: 'AP', colour: [60, 60, 64], shape: 'circle' },
  { name: 'Xiaomi', mark: 'MI', colour: [255, 103, 0], shape: 'square' },
  { name: 'Anker', mark: 'AN', colour: [0, 160, 230], shape: 'diamond' },
  { name: 'Baseus', mark: 'BS', colour: [230, 190, 40], shape: 'ring' },
  { name: 'TTEC', mark: 'TT', colour: [200, 16, 46], shape: 'bars' },
  { name: 'Belkin', mark: 'BE', colour: [0, 120, 100], shape: 'triangle' },
  { name: 'JBL', mark: 'JBL', colour: [255, 80, 0], shape: 'circle' },
  { name: 'Huawei', mark: 'HW', colour: [207, 10, 44], shape: 'diamond' },
  { name: 'Oppo', mark: 'OP', colour: [0, 130, 80], shape: 'ring' },
  { name: 'Sony', mark: 'SO', colour: [15, 15, 15], shape: 'square' },
  { name: 'Spigen', mark: 'SP', colour: [190, 30, 45], shape: 'cross' },
  { name: 'Philips', mark: 'PH', colour: [0, 90, 170], shape: 'circle' },
  { name: 'Ugreen', mark: 'UG', colour: [40, 170, 90], shape: 'plug' },
  { name: 'Remax', mark: 'RM', colour: [120, 40, 160], shape: 'triangle' },
  { name: 'Hoco', mark: 'HO', colour: [30, 30, 30], shape: 'bars', newBrand: true },
  { name: 'Linktech', mark: 'LT', colour: [0, 150, 200], shape: 'plug', newBrand: true },
  { name: 'S-Link', mark: 'SL', colour: [240, 120, 0], shape: 'cross' },
  { name: 'Energizer', mark: 'EN', colour: [20, 20, 20], shape: 'diamond' },
  { name: 'Lenovo', mark: 'LE', colour: [226, 35, 26], shape: 'square', newBrand: true },
  { name: 'Rock', mark: 'RO', colour: [110, 110, 110], shape: 'triangle', passive: true },
];

export interface SubCategoryData {
  name: string;
  scoreType: ScoreType;
  scoreRatio: number;
  /** Tolerance ratio (%), null when the sub-category has none. */
  tolerance: number | null;
  /** Distributor purchase price range in lira. */
  price: [number, number];
  brands: string[];
  /** Product name after the brand; `{v}` takes one of the variants. */
  templates: [string, string[]][];
  features: string[];
  colour: Rgb;
  shape: Shape;
}

export interface CategoryData {
  name: string;
  subCategories: SubCategoryData[];
}

/** Country of production, with weights (most accessories are made in China). */
export const ORIGINS: [string, number][] = [
  ['Çin', 62],
  ['Türkiye', 12],
  ['Vietnam', 10],
  ['Hindistan', 5],
  ['Tayvan', 4],
  ['Güney Kore', 3],
  ['Malezya', 2],
  ['Endonezya', 2],
];

export const WARRANTY_LINES = ['2 yıl Türkiye distribütör garantilidir.', '2 yıl resmi garantili.', 'İthalatçı garantili, faturalı ürün.'];

/** Texts of the demo's change requests and rejections. */
export const UPDATE_NOTES = [
  'Ürün adı üretici kataloğuna göre güncellendi.',
  'Açıklamaya teknik özellikler eklendi.',
  'Yeni renk seçeneği ve ürün görseli eklendi.',
  'Ambalaj değişikliği nedeniyle ürün görseli yenilendi.',
];
export const REJECT_REASONS = [
  'Ürün görseli marka logosu içermiyor, lütfen orijinal görsel yükleyiniz.',
  'Barkod üretici barkoduyla eşleşmiyor.',
  'Ürün adı marka ve model bilgisini içermelidir.',
  'Açıklamada garanti süresi belirtilmemiş.',
  'Aynı ürün farklı bir kayıtla sistemde mevcut.',
];
