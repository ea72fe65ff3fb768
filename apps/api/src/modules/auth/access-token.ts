import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  username: string;
  roles: string[];
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** HS256 access token (api-conventions: Sign-in tokens), Lexik-like claims plus `sub`. */
export function signAccessToken(secret: string, claims: AccessClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ username: claims.username, roles: claims.roles, id: claims.userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

export type AccessTokenResult =
  | { ok: true; userId: number }
  | { ok: false; message: 'Expired JWT Token' | 'Invalid JWT Token' };

export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return { ok: false, message: 'Invalid JWT Token' };
    return { ok: true, userId };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, message: 'Expired JWT Token' };
    return { ok: false, message: 'Invalid JWT Token' };
  }
}
