import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

export interface PoolLocation {
  region: string;
  userPoolId: string;
  clientId: string;
  /** A Cognito-compatible server instead of AWS (it issues the tokens and serves the keys too). */
  endpoint?: string;
}

/** The `iss` of the pool's tokens: `<endpoint>/<pool id>` locally, Cognito's regional address otherwise. */
export function poolIssuer({ region, userPoolId, endpoint }: PoolLocation) {
  const base = endpoint ? endpoint.replace(/\/$/, '') : `https://cognito-idp.${region}.amazonaws.com`;
  return `${base}/${userPoolId}`;
}

/**
 * Verifies the pool's tokens against its published keys (fetched once and cached by jose, refetched
 * when a token names a key it has not seen, so key rotation needs no restart): signature, issuer,
 * expiry, `token_use`, and the app client (`client_id` in access tokens, `aud` in id tokens).
 * Returns the payload, or null for any token that is not one of ours.
 */
export function createPoolTokenVerifier(pool: PoolLocation) {
  const issuer = poolIssuer(pool);
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async function verifyPoolToken(token: string, use: 'access' | 'id'): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        algorithms: ['RS256'],
        ...(use === 'id' ? { audience: pool.clientId } : {}),
      });
      if (payload.token_use !== use || typeof payload.sub !== 'string') return null;
      if (use === 'access' && payload.client_id !== pool.clientId) return null;
      return payload;
    } catch (error) {
      // A bad token is a null; the key server not answering is a failure to report, not a sign-out.
      if (error instanceof errors.JWKSTimeout || error instanceof TypeError) throw error;
      return null;
    }
  };
}
