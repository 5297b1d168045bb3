import path from 'node:path';

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created and migrated on start); the connection's default when unset. */
  databaseSchema: string | undefined;
  /** Folder for the embedded database and generated secrets (keys, XSRF secret). */
  dataDir: string;
  /** Folder of the built client (vite build). */
  clientDir: string;
  /** Public base URL used in links sent by e-mail. */
  publicUrl: string;
  logLevel: string;
  /** Requests per minute per address across the API. */
  rateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the office's own mails go (a new application from the public site). */
  officeMailTo: string;
  /** Exact redirect URIs the identity provider accepts (AUTH_REDIRECT_URIS, comma separated). */
  authRedirectUris: string[];
  /** Sign-in attempts per minute per address (direct login and the provider's login form). */
  loginRateLimitPerMinute: number;
  /** Password-reset requests per minute per address. */
  resetRateLimitPerMinute: number;
  /** On SIGTERM: how long readiness says "draining" before the server stops taking requests. */
  drainGraceMs: number;
  /** Redis for what several nodes must count together (rate limits); unset: each node counts alone. */
  redisUrl: string | undefined;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`);
  return parsed;
}

/** A plain lower-case identifier: it is written into CREATE SCHEMA and the search path. */
function schemaFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new Error(`DATABASE_SCHEMA must be a plain identifier`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Production unless asked otherwise: a deployment that forgets NODE_ENV (or mistypes it) must not
  // get the demo accounts with their published passwords, nor the provider's relaxed origins.
  const mode =
    env.NODE_ENV === 'development' ? 'development' : env.NODE_ENV === 'test' ? 'test' : 'production';
  const root = process.cwd();
  const port = intFromEnv(env.PORT, 3000);
  return {
    env: mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schemaFromEnv(env.DATABASE_SCHEMA),
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    clientDir: path.resolve(root, env.CLIENT_DIR ?? 'dist'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    rateLimitPerMinute: intFromEnv(env.RATE_LIMIT_PER_MINUTE, 1200),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Rekenblobs <no-reply@rekenblobs.local>',
    officeMailTo: env.OFFICE_MAIL_TO || 'kantoor@rekenblobs.local',
    authRedirectUris: (env.AUTH_REDIRECT_URIS ?? '')
      .split(',')
      .map((uri) => uri.trim())
      .filter(Boolean),
    // Generous on purpose: a whole school signs in from one NAT address at 8:30. The per-account lock
    // (10 failures per 15 minutes) is the real brute-force defence.
    loginRateLimitPerMinute: intFromEnv(env.LOGIN_RATE_LIMIT_PER_MINUTE, 100),
    resetRateLimitPerMinute: intFromEnv(env.RESET_RATE_LIMIT_PER_MINUTE, 5),
    drainGraceMs: intFromEnv(env.DRAIN_GRACE_MS, mode === 'production' ? 10_000 : 0),
    redisUrl: env.REDIS_URL || undefined,
  };
}
