import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Phaser and howler load only with a game's lazy chunk: nothing reachable through static imports
 * from the React side (the host, the registry, the student area) may import them, nor the files the
 * React side reads eagerly from every game folder (`import.meta.glob`: manifest and icon).
 */
const root = path.resolve(__dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  return null;
}

function staticGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file) || !/\.tsx?$/.test(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? '';
      if (match[0].includes('import type') || match[0].includes('export type')) continue;
      const local = resolve(file, spec);
      if (local) pending.push(local);
      else if (!spec.startsWith('.')) packages.set(spec, path.relative(root, file));
    }
  }
  return { files, packages };
}

describe('Phaser stays in the game chunks', () => {
  const eager = readdirSync(path.join(root, 'games'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => ['manifest.ts', 'icon.tsx'].map((file) => `games/${dir.name}/${file}`))
    .filter((file) => existsSync(path.join(root, file)));
  const entries = ['games/runtime/GameHost.tsx', 'games/registry.ts', 'student/area.tsx', ...eager];
  for (const entry of entries) {
    it(`${entry} does not pull in phaser or howler`, () => {
      const { packages } = staticGraph(path.join(root, entry));
      expect(packages.get('phaser')).toBeUndefined();
      expect(packages.get('howler')).toBeUndefined();
    });
  }

  it('covers the host and every game folder', () => {
    expect(staticGraph(path.join(root, 'games/runtime/GameHost.tsx')).files.size).toBeGreaterThan(1);
    expect(eager).toContain('games/bellenprikken/manifest.ts');
    expect(eager).toContain('games/bellenprikken/icon.tsx');
  });

  it('a game chunk does use Phaser (the graph walk sees it)', () => {
    expect(staticGraph(path.join(root, 'games/bellenprikken/index.ts')).packages.has('phaser')).toBe(true);
  });
});
