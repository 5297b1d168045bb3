import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

describe('committed migrations', () => {
  it('never name the "public" schema (the PostgreSQL suites run each file in a schema of its own)', () => {
    // drizzle-kit writes `REFERENCES "public"."table"` for foreign keys: strip `"public".` after generating.
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
      expect(readFileSync(path.join(folder, file), 'utf8'), file).not.toContain('"public".');
    }
  });
});
