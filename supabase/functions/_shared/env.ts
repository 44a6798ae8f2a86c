// Configuration from the environment. Hosted Supabase provides SUPABASE_URL, SUPABASE_ANON_KEY,
// SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL to every function; SMTP_* and APP_URL are secrets
// (`supabase secrets set`). The local stack sets all of them (SMTP → its maildev).

export function env(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value === '' ? undefined : value;
}

export function requiredEnv(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The local stack's SMTP port (stack/config.mjs), the default when SMTP_PORT is not set. */
export const LOCAL_SMTP_PORT = 54325;

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  rejectUnauthorized: boolean;
}

export function smtpConfig(): SmtpConfig {
  const port = Number(env('SMTP_PORT') ?? LOCAL_SMTP_PORT);
  return {
    host: env('SMTP_HOST') ?? '127.0.0.1',
    port,
    // Implicit TLS on 465 unless told otherwise; STARTTLS is used when the server offers it.
    secure: env('SMTP_SECURE') ? env('SMTP_SECURE') === 'true' : port === 465,
    user: env('SMTP_USER'),
    pass: env('SMTP_PASS'),
    rejectUnauthorized: env('SMTP_TLS_REJECT_UNAUTHORIZED') !== 'false',
  };
}
