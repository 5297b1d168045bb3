import { describe, expect, it } from 'vitest';
import { readThemeChoice, resolveTheme, writeThemeChoice } from './theme';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('theme choice', () => {
  it('defaults to light', () => {
    expect(readThemeChoice(new MemoryStorage())).toBe('light');
  });

  it('round-trips every choice through the darkTheme key', () => {
    const storage = new MemoryStorage();
    for (const choice of ['dark', 'light', 'system'] as const) {
      writeThemeChoice(choice, storage);
      expect(readThemeChoice(storage)).toBe(choice);
    }
    writeThemeChoice('dark', storage);
    expect(storage.getItem('darkTheme')).toBe('true');
  });

  it('resolves system from the device preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
