import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/sql.js';
import { refreshTokens } from '../db/schema/index.js';
import { randomToken, sha256 } from '../lib/crypto.js';

export interface AccessClaims {
  sub: string;
  /** Refresh-token family (the session): logout or reuse detection revokes it. */
  fid: string;
}

/** Log in as reseller (issue 13): the admin behind the session and when the session ends. */
export interface Impersonation {
  impersonatorId: number;
  endsAt: Date;
}

export function createTokenService(config: Config) {
  const key = new TextEncoder().encode(config.jwt.accessSecret);

  async function signAccess(userId: number, familyId: string): Promise<string> {
    return new SignJWT({ fid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setIssuer('bayi-portali')
      .setExpirationTime(`${config.jwt.accessTtlSeconds}s`)
      .sign(key);
  }

  /**
   * Tokens already verified, until they expire: a token's signature never changes, so each is
   * checked once rather than on every request (WebCrypto's HMAC was a tenth of a list request's
   * CPU). Revocation is not the token's business: the guard reads the session on every request.
   * Bounded; the oldest entry leaves first.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const VERIFIED_MAX = 5_000;

  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, key, { issuer: 'bayi-portali', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.fid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { sub: payload.sub, fid: payload.fid };
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /** Reads claims of a token even when expired (logout may carry an expired one). */
  async function readClaimsIgnoringExpiry(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: 'bayi-portali',
        algorithms: ['HS256'],
        currentDate: new Date(0),
      });
      return typeof payload.fid === 'string' && typeof payload.sub === 'string' ? { sub: payload.sub, fid: payload.fid } : null;
    } catch {
      return null;
    }
  }

  /**
   * Starts a session (new family) or continues one (rotation), returning the pair. An
   * impersonated session carries its admin and its fixed end through every rotation.
   */
  async function issuePair(db: Db, userId: number, familyId: string = randomUUID(), impersonation: Impersonation | null = null) {
    const refreshToken = randomToken(32);
    const normalEnd = Date.now() + config.jwt.refreshTtlSeconds * 1000;
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(impersonation ? Math.min(normalEnd, impersonation.endsAt.getTime()) : normalEnd),
      impersonatorId: impersonation?.impersonatorId ?? null,
      sessionEndsAt: impersonation?.endsAt ?? null,
    });
    return { token: await signAccess(userId, familyId), refreshToken };
  }

  async function revokeFamily(db: Db, familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return { signAccess, verifyAccess, readClaimsIgnoringExpiry, issuePair, revokeFamily };
}
export type TokenService = ReturnType<typeof createTokenService>;
