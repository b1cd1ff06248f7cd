/** Environment of the reference server; README lists every variable. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  distDir: string;
  cdnCacheDir: string;
  simulatorTickMs: number;
  /** seconds before a new code may be sent to the same phone (60; tests shorten it) */
  otpResendSeconds: number;
  /** the proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default */
  trustProxy: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ?? '.data';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    distDir: env.DIST_DIR ?? 'dist',
    cdnCacheDir:
      env.CDN_CACHE_DIR ?? (dataDir.startsWith('memory://') ? '.cache/cdn' : `${dataDir}/cdn-cache`),
    simulatorTickMs: Number(env.SIMULATOR_TICK_MS ?? 4000),
    otpResendSeconds: Number(env.OTP_RESEND_SECONDS ?? 60),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
