// Keys for the local stack, shaped like the Supabase CLI's: an HS256 secret and long-lived anon /
// service_role tokens signed with it; plus the edge functions' link-signing secret (e-mailed links'
// tokens are derived from it at send time; on hosted it is `supabase secrets set LINK_SIGNING_SECRET`).
import { createHmac, randomBytes } from 'node:crypto';

const b64url = (value) => Buffer.from(value).toString('base64url');

export function signJwt(payload, secret) {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export const newLinkSigningSecret = () => randomBytes(32).toString('hex');

export function generateKeys() {
  const jwtSecret = randomBytes(32).toString('hex');
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    jwtSecret,
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, jwtSecret),
    linkSigningSecret: newLinkSigningSecret(),
  };
}
