import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STORAGE).toBe('local');
    expect(config.AI_PROVIDER).toBe('builtin');
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required when STORAGE=s3/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ PORT: 'x' })).toThrow(ConfigError);
  });

  it('refuses the embedded sign-in provider in production unless enabled', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OIDC_ISSUER is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', EMBEDDED_OIDC_ENABLED: 'true' }).EMBEDDED_OIDC_ENABLED).toBe(true);
  });

  it('treats empty strings as unset and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://sitewatch.example.com/' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://sitewatch.example.com');
  });
});
