import { digitsOnly } from '../../shared/digits.js';

/**
 * The mobile number as the mask 599 999 99 99 keeps it: digits only, a national prefix
 * (0, or 90 of a pasted +90 number) dropped, at most 10 digits.
 */
export function gsmDigits(text: string | null | undefined): string {
  let d = digitsOnly(text ?? '');
  if (d.length > 10 && d.startsWith('90')) d = d.slice(2);
  return d.replace(/^0+/, '').slice(0, 10);
}

/** Grouped 3-3-2-2 as typed or shown: '5321110001' → '532 111 00 01'. */
export function formatGsm(text: string | null | undefined): string {
  const d = gsmDigits(text);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean).join(' ');
}

/** A complete Turkish mobile number: 10 digits starting with 5. */
export const isGsm = (digits: string) => /^5\d{9}$/.test(digits);

/** The field starts a new user with '5'; that alone (or nothing) is no number. */
export const gsmGiven = (digits: string) => digits !== '' && digits !== '5';
