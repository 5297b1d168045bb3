/**
 * Device preferences the games start with: sound on or off (remembered in local storage, like the
 * theme), reduced motion (the operating system's prefers-reduced-motion), and the likely input method.
 * No Phaser and no howler here: React code reads these too.
 */
import { PREFERENCE_KEYS } from '../../domain/constants';
import type { InputMethod } from './contract';

const SOUND_MUTED_KEY = PREFERENCE_KEYS.soundMuted;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSoundOn(store: Storage | null = storage()): boolean {
  return store?.getItem(SOUND_MUTED_KEY) !== 'true';
}

export function writeSoundOn(on: boolean, store: Storage | null = storage()): void {
  try {
    store?.setItem(SOUND_MUTED_KEY, on ? 'false' : 'true');
  } catch {
    // Private mode or a full quota: the switch still works for this round.
  }
}

function matches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

export function prefersReducedMotion(): boolean {
  return matches('(prefers-reduced-motion: reduce)');
}

/** Touch when the main pointer is coarse; a whiteboard when it is coarse and the screen is wide. */
export function detectInputMethod(): InputMethod {
  if (!matches('(pointer: coarse)')) return 'mouse';
  return typeof window !== 'undefined' && window.innerWidth >= 1600 ? 'whiteboard' : 'touch';
}

/** Minimum tap-target size in CSS pixels per input method. */
export const MIN_TARGET_CSS: Record<InputMethod, number> = { mouse: 40, touch: 56, whiteboard: 96 };
