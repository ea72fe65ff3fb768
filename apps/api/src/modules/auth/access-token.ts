import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  username: string;
  roles: string[];
  /** The user's token version when signed: signing out or a new password moves it (decision 018). */
  tokenVersion: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** HS256 access token (api-conventions: Sign-in tokens), Lexik-like claims plus `sub` and `ver`. */
export function signAccessToken(secret: string, claims: AccessClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    username: claims.username,
    roles: claims.roles,
    id: claims.userId,
    ver: claims.tokenVersion,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

export type AccessTokenResult =
  | { ok: true; userId: number; tokenVersion: number }
  | { ok: false; message: 'Expired JWT Token' | 'Invalid JWT Token' };

/**
 * Checks signature, algorithm and expiry. A token without `exp` would never expire, and one without
 * `ver` could not be ended by signing out: both are invalid. The caller compares `tokenVersion`
 * with the user's current one.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'ver'],
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (
      !Number.isInteger(userId) ||
      userId <= 0 ||
      typeof tokenVersion !== 'number' ||
      !Number.isInteger(tokenVersion)
    ) {
      return { ok: false, message: 'Invalid JWT Token' };
    }
    return { ok: true, userId, tokenVersion };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, message: 'Expired JWT Token' };
    return { ok: false, message: 'Invalid JWT Token' };
  }
}
