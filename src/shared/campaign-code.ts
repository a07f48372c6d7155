/**
 * Campaign serials and passwords (issue 14): what a code looks like.
 *
 * - The value is a random 50-bit number, drawn in the database from pgcrypto's
 *   gen_random_bytes() (PostgreSQL's strong random source), so codes are unpredictable: with ten million
 *   codes issued, a guessed code is valid about once in 10⁸ tries.
 * - It is written as 10 characters of Crockford's base32 (digits and capitals without
 *   I, L, O and U, so nothing reads as another letter) followed by one check character
 *   (Luhn mod 32): every single mistyped character and every swap of two neighbours
 *   but one pair in 32 is caught before any lookup. 11 characters in all.
 * - Reading forgives what people do: lower case, spaces and dashes are dropped, I and L
 *   read as 1, O as 0.
 * - The database keeps the number (bigint, unique per kind), never the text: the unique
 *   index on a number is small and fast, and the text is derived on the way out.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_DATA_CHARS = 10;
export const CODE_BITS = CODE_DATA_CHARS * 5;
/** How many distinct codes of one kind can exist (2⁵⁰, a safe JS integer). */
export const CODE_SPACE = 2 ** CODE_BITS;
export const CODE_LENGTH = CODE_DATA_CHARS + 1;

const VALUE_OF = new Map<string, number>([...CODE_ALPHABET].map((c, i) => [c, i]));
for (const [alias, real] of [
  ['I', '1'],
  ['L', '1'],
  ['O', '0'],
] as const)
  VALUE_OF.set(alias, VALUE_OF.get(real)!);

/** Luhn mod 32 over the digit values, rightmost data digit doubled. */
function checkDigit(digits: readonly number[]): number {
  let factor = 2;
  let sum = 0;
  for (let i = digits.length - 1; i >= 0; i--) {
    const addend = factor * digits[i];
    sum += Math.floor(addend / 32) + (addend % 32);
    factor = factor === 2 ? 1 : 2;
  }
  return (32 - (sum % 32)) % 32;
}

function digitsOf(value: number): number[] {
  const digits: number[] = [];
  let v = value;
  for (let i = 0; i < CODE_DATA_CHARS; i++) {
    digits.unshift(v % 32);
    v = Math.floor(v / 32);
  }
  return digits;
}

/** The 11-character text of a code number (0 ≤ value < 2⁵⁰). */
export function formatCode(value: number): string {
  const digits = digitsOf(value);
  return [...digits, checkDigit(digits)].map((d) => CODE_ALPHABET[d]).join('');
}

/** The number of a typed code, or null when it is no code (wrong length, letter or check character). */
export function parseCode(text: string): number | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '');
  if (clean.length !== CODE_LENGTH) return null;
  const digits: number[] = [];
  for (const c of clean) {
    const d = VALUE_OF.get(c);
    if (d === undefined) return null;
    digits.push(d);
  }
  const data = digits.slice(0, CODE_DATA_CHARS);
  if (checkDigit(data) !== digits[CODE_DATA_CHARS]) return null;
  return data.reduce((v, d) => v * 32 + d, 0);
}
