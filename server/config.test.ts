import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs as production when NODE_ENV is missing or unknown: no demo data, exact redirect origins', () => {
    expect(loadConfig({}).env).toBe('production');
    expect(loadConfig({ NODE_ENV: '' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'staging' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'Development' }).env).toBe('production');
  });

  it('runs as development or test only when asked to by name', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
  });
});
