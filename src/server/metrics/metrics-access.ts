import { createHash, timingSafeEqual } from 'node:crypto';

/** The shortest METRICS_TOKEN accepted: a guessable token would hand the figures to anyone. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Checks `Authorization: Bearer <token>` in constant time: both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing character.
 */
export function bearerCheck(token: string): (authorization: string | undefined) => boolean {
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN en az ${METRICS_TOKEN_MIN_LENGTH} karakter olmalıdır (ör. openssl rand -hex 32).`);
  }
  const want = digest(token);
  return (authorization) => {
    const match = authorization ? /^Bearer +(\S+) *$/i.exec(authorization) : null;
    const given = digest(match ? match[1] : '');
    return timingSafeEqual(given, want) && match !== null;
  };
}
