/**
 * Turkish casing and folding, one place for both sides. The default locale would turn
 * 'i' into 'I' and 'İ' into 'i̇', so every case change here names tr-TR.
 */

export const lowerTr = (text: string) => text.toLocaleLowerCase('tr-TR');

/** 'Selin Aydın' → 'SELİN AYDIN'. */
export const upperTr = (text: string) => text.toLocaleUpperCase('tr-TR');

/**
 * Makes names and headers equal however they were typed: trimmed, single spaces, Turkish
 * lower case with the dotless ı taken as i (so 'İnci', 'INCI' and 'inci' match).
 */
export const foldText = (text: string) => lowerTr(text.trim().replace(/\s+/g, ' ')).replace(/ı/g, 'i');

const ASCII: Record<string, string> = { ı: 'i', ğ: 'g', ü: 'u', ş: 's', ö: 'o', ç: 'c' };

/** For search boxes: lower case without Turkish letters, so 'IŞIK', 'ışık' and 'isik' all match. */
export const foldForSearch = (text: string) => lowerTr(text).replace(/[ığüşöç]/g, (c) => ASCII[c] ?? c);
