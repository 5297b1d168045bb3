import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_GAME_IDS } from '../domain/curriculum';
import { GAME_CATALOG, isGameId } from './catalog';
import { GAME_MANIFESTS } from './manifests';

/** Folders of src/games that are not games. */
const NOT_GAMES = new Set(['kit', 'runtime']);
const here = __dirname;
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_GAMES.has(entry.name))
  .map((entry) => entry.name);

function keys(value: object): string[] {
  return Object.keys(value).sort();
}

describe('game folders', () => {
  it('are each a game of the catalogue with a manifest, a chunk, a scene, rules and an icon', () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      expect(isGameId(folder), folder).toBe(true);
      for (const file of ['manifest.ts', 'index.ts', 'scene.ts', 'rules.ts', 'rules.test.ts', 'icon.tsx'])
        expect(existsSync(path.join(here, folder, file)), `${folder}/${file}`).toBe(true);
    }
  });

  it('name their manifest after the folder', () => {
    expect(keys(GAME_MANIFESTS)).toEqual([...folders].sort());
    for (const [id, manifest] of Object.entries(GAME_MANIFESTS)) expect(manifest.id).toBe(id);
  });

  it("agree with the domain's BUILT_GAME_IDS (the server reads that list; add the new id there)", () => {
    expect([...BUILT_GAME_IDS].sort()).toEqual([...folders].sort());
  });

  it('have texts with the same keys in Dutch and English, Belgian Dutch only overriding', () => {
    for (const manifest of Object.values(GAME_MANIFESTS)) {
      const { nl, en, be } = manifest.texts;
      expect(keys(en), manifest.id).toEqual(keys(nl));
      for (const key of Object.keys(be)) expect(keys(nl), manifest.id).toContain(key);
      for (const text of [...Object.values(nl), ...Object.values(en)]) expect(text.length).toBeGreaterThan(0);
    }
  });

  it('give every practice game a case for the practice e2e', () => {
    for (const manifest of Object.values(GAME_MANIFESTS)) {
      const practice = GAME_CATALOG[manifest.id].role === 'practice';
      expect(manifest.practiceCase !== undefined, manifest.id).toBe(practice);
    }
  });
});
