import { hash, verify } from '@node-rs/argon2';

// argon2id (the default algorithm) with OWASP's minimum profile (m=19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Verifies against a dummy hash when the user is unknown, so timing does not tell. */
let dummy: Promise<string> | undefined;
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword('not-a-real-password');
  const target = stored ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && !!stored;
  } catch {
    return false;
  }
}
