/** Words the demo product names are made of (phones, tablets, sizes) and the brands of each kind of product. */
export const COLOURS = ['Siyah', 'Beyaz', 'Lacivert', 'Gri', 'Mavi', 'Yeşil', 'Kırmızı', 'Pembe', 'Mor', 'Bej'];
export const PHONES = [
  'iPhone 16 Pro Max',
  'iPhone 16 Pro',
  'iPhone 16',
  'iPhone 15 Pro',
  'iPhone 15',
  'iPhone 14',
  'Galaxy S25 Ultra',
  'Galaxy S25',
  'Galaxy S24 FE',
  'Galaxy A56',
  'Galaxy A36',
  'Galaxy A16',
  'Redmi Note 14 Pro',
  'Redmi Note 14',
  'Xiaomi 15',
  'Huawei Nova 13',
  'Oppo Reno 13',
  'Oppo A80',
];
export const TABLETS = ['iPad Air 11"', 'iPad 10. Nesil', 'iPad Pro 13"', 'Galaxy Tab S10', 'Galaxy Tab A9+', 'Xiaomi Pad 7', 'Lenovo Tab M11', 'Huawei MatePad 11.5'];
export const WATTS = ['20W', '25W', '30W', '33W', '45W', '65W'];
export const LENGTHS = ['1 m', '1,2 m', '1,5 m', '2 m', '3 m'];
export const MAH = ['5.000 mAh', '10.000 mAh', '10.000 mAh', '20.000 mAh', '20.000 mAh', '30.000 mAh'];
export const STORAGE = ['32 GB', '64 GB', '128 GB', '256 GB', '512 GB'];

export const CHARGER_BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Anker', 'Baseus', 'TTEC', 'Belkin', 'Huawei', 'Ugreen', 'Hoco', 'Linktech', 'S-Link', 'Energizer', 'Oppo'];
export const CASE_BRANDS = ['Spigen', 'Samsung', 'Apple', 'TTEC', 'Baseus', 'Belkin', 'Hoco', 'Linktech', 'S-Link', 'Remax'];
export const AUDIO_BRANDS = ['JBL', 'Sony', 'Samsung', 'Apple', 'Xiaomi', 'Anker', 'Philips', 'Huawei', 'Baseus', 'TTEC', 'Hoco', 'Remax', 'Lenovo', 'Oppo'];
export const CABLE_BRANDS = ['Anker', 'Baseus', 'TTEC', 'Ugreen', 'Belkin', 'Samsung', 'Apple', 'Hoco', 'Linktech', 'S-Link', 'Remax', 'Philips'];
export const POWER_BRANDS = ['Anker', 'Baseus', 'Xiaomi', 'TTEC', 'Samsung', 'Ugreen', 'Hoco', 'Energizer', 'S-Link', 'Linktech', 'Remax', 'Philips'];
export const WEAR_BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Huawei', 'Oppo', 'Lenovo', 'Anker', 'TTEC'];
export const CAR_BRANDS = ['Baseus', 'TTEC', 'Anker', 'Belkin', 'Ugreen', 'Hoco', 'Remax', 'Xiaomi', 'Philips', 'S-Link', 'Linktech', 'Spigen'];
export const STORAGE_BRANDS = ['Samsung', 'Sony', 'Lenovo', 'Philips', 'Ugreen', 'Linktech', 'S-Link', 'Xiaomi', 'Anker'];
