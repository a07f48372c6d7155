// Digit helpers for codes and phone numbers. Apart from format.ts (dates) so the login page's
// OTP form does not load dayjs.
/** Strip everything but digits; OTP codes are 6 digits with dashes removed (spec 1 §5). */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** Normalise a Turkish mobile number to 10 digits starting with 5, or null. */
export function normalizeGsm(text: string): string | null {
  let d = digitsOnly(text);
  if (d.startsWith('90') && d.length === 12) d = d.slice(2);
  if (d.startsWith('0') && d.length === 11) d = d.slice(1);
  return /^5\d{9}$/.test(d) ? d : null;
}
