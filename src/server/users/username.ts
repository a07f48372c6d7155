/**
 * A new user's username (before a suffix when taken): its e-mail, else its mobile number, else
 * (an operator-group or reseller user with neither, spec 2 §5) its name as 'ad.soyad' in plain
 * Latin letters, so that an admin can still tell it and set a password by it.
 */
export function usernameBaseOf(u: { email: string | null; gsmNo: string | null; name: string; surname: string }): string {
  if (u.email) return u.email;
  if (u.gsmNo) return u.gsmNo;
  const word = (text: string) =>
    text
      .toLocaleLowerCase('tr')
      .replace(/[çğıöşüâîû]/g, (c) => LATIN[c] ?? c)
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '');
  // Room for the '.n' suffix within the column's 100 characters.
  const base = [word(u.name), word(u.surname)].filter(Boolean).join('.').slice(0, 90);
  return base || 'kullanici';
}

const LATIN: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
