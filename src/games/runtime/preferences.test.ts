import { describe, expect, it } from 'vitest';
import { PREFERENCE_KEYS } from '../../domain/constants';
import { readSoundOn, writeSoundOn } from './preferences';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('sound preference', () => {
  it('is on by default and remembers a mute in local storage', () => {
    const store = memoryStorage();
    expect(readSoundOn(store)).toBe(true);
    writeSoundOn(false, store);
    expect(store.getItem(PREFERENCE_KEYS.soundMuted)).toBe('true');
    expect(readSoundOn(store)).toBe(false);
    writeSoundOn(true, store);
    expect(readSoundOn(store)).toBe(true);
  });

  it('works without storage', () => {
    expect(readSoundOn(null)).toBe(true);
    expect(() => writeSoundOn(false, null)).not.toThrow();
  });
});
