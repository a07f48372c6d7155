import type { CustomerType } from '../../../shared/contract/sale-texts.js';

/**
 * The demo sales' customers and sellers (seed/sales.ts): Turkish names and numbers the sales
 * feed's schemas accept — a mobile number is 5xx and 10 digits (normalizeGsm), a fixed line an
 * area code and a 7-digit number, a broadband service number 10 digits. Invented, not real people.
 */
const FIRST = [
  'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf', 'Murat', 'Ömer', 'Ramazan', 'Halil', 'Süleyman',
  'Abdullah', 'Mahmut', 'Salih', 'Kemal', 'Recep', 'Emre', 'Burak', 'Serkan', 'Onur', 'Cem', 'Gökhan', 'Barış', 'Oğuz', 'Tolga', 'Volkan', 'Kaan', 'Eren',
  'Fatma', 'Ayşe', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Meryem', 'Şerife', 'Zehra', 'Sultan', 'Hanife', 'Merve', 'Özlem', 'Esra', 'Büşra', 'Gül',
  'Derya', 'Selin', 'Ebru', 'Gamze', 'Tuğba', 'Deniz', 'Ece', 'Damla', 'Pınar', 'Sevgi', 'Yasemin', 'Çiğdem', 'Nur', 'İrem', 'Aslı', 'Şeyma',
];
const LAST = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin',
  'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Özcan', 'Korkmaz', 'Çakır', 'Erdoğan', 'Yavuz', 'Can', 'Acar', 'Şen', 'Aktaş', 'Güler',
  'Yalçın', 'Güneş', 'Bozkurt', 'Bulut', 'Keskin', 'Ünal', 'Turan', 'Gül', 'Özer', 'Işık', 'Kaplan', 'Avcı', 'Sarı', 'Tekin', 'Taş', 'Köse',
  'Yüksel', 'Ateş', 'Aksoy', 'Ekinci', 'Karakaya', 'Tunç', 'Uçar', 'Güven', 'Erdem', 'Bayram', 'Akın', 'Sönmez', 'Karaca', 'Eren', 'Çiftçi',
];
/** Turkish mobile operators' prefixes (5xx). */
const MOBILE_PREFIXES = ['530', '531', '532', '533', '534', '535', '536', '537', '538', '539', '541', '542', '543', '544', '545', '546', '505', '506', '507', '551', '552', '553', '554', '555'];
/** Area codes of the bigger cities (İstanbul's two sides, Ankara, İzmir, Bursa, Antalya, Adana, Konya, Kayseri, Samsun, Trabzon …). */
const AREA_CODES = ['212', '216', '312', '232', '224', '242', '322', '332', '352', '362', '462', '412', '222', '258', '266', '342', '442', '384', '264', '326'];

export type Rnd = () => number;

const pick = <T>(items: readonly T[], rnd: Rnd) => items[Math.floor(rnd() * items.length)];
const digits = (n: number, rnd: Rnd) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

export const personName = (rnd: Rnd) => ({ name: pick(FIRST, rnd), surname: pick(LAST, rnd) });
export const mobileNo = (rnd: Rnd) => `${pick(MOBILE_PREFIXES, rnd)}${2 + Math.floor(rnd() * 8)}${digits(6, rnd)}`;
export const pstnNo = (rnd: Rnd) => `${pick(AREA_CODES, rnd)}${2 + Math.floor(rnd() * 8)}${digits(6, rnd)}`;
export const serviceNo = (rnd: Rnd) => `8${digits(9, rnd)}`;

/** A customer of `type`: its subscription's number always, a mobile number often besides (the other fields are optional). */
export function customerOf(type: CustomerType, rnd: Rnd) {
  const { name, surname } = personName(rnd);
  return {
    customerType: type,
    customerName: name,
    customerSurname: surname,
    customerPhoneNo: type === 'MOBILE' || rnd() < 0.5 ? mobileNo(rnd) : null,
    customerServiceNo: type === 'BROADBAND' ? serviceNo(rnd) : null,
    customerPstnNo: type === 'FIXED_LINE' ? pstnNo(rnd) : null,
  };
}
