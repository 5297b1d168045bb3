/**
 * Sounds made in code: short WAV files synthesised from notes and noise, as data URIs howler can
 * play. No downloaded assets. Pure (no Web Audio), so it runs and is tested in Node too.
 */
export const SAMPLE_RATE = 22050;

export type Wave = 'sine' | 'triangle' | 'square' | 'noise';

/** One voice of a sound: a tone gliding from `freq` to `toFreq`, with a quick attack and a decay. */
export interface Note {
  /** Start in seconds. */
  at: number;
  duration: number;
  freq: number;
  toFreq?: number;
  wave?: Wave;
  volume?: number;
  /** Attack time in seconds (default 5 ms). */
  attack?: number;
}

function oscillator(wave: Wave, phase: number, noise: () => number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    case 'square':
      return p < 0.5 ? 0.6 : -0.6;
    case 'noise':
      return noise();
  }
}

/** Mixes notes into mono samples in [-1, 1]. Deterministic (seeded noise). */
export function renderNotes(notes: readonly Note[], sampleRate = SAMPLE_RATE): Float32Array {
  const end = notes.reduce((max, n) => Math.max(max, n.at + n.duration), 0);
  const samples = new Float32Array(Math.max(1, Math.ceil(end * sampleRate)));
  let seed = 12345;
  const noise = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x3fffffff - 1;
  };
  for (const note of notes) {
    const start = Math.floor(note.at * sampleRate);
    const length = Math.floor(note.duration * sampleRate);
    const attack = Math.max(1, Math.floor((note.attack ?? 0.005) * sampleRate));
    const volume = note.volume ?? 0.5;
    const wave = note.wave ?? 'sine';
    let phase = 0;
    for (let i = 0; i < length && start + i < samples.length; i++) {
      const t = i / length;
      const freq = note.toFreq === undefined ? note.freq : note.freq + (note.toFreq - note.freq) * t;
      phase += freq / sampleRate;
      const envelope = i < attack ? i / attack : Math.pow(1 - t, 2);
      samples[start + i] = (samples[start + i] ?? 0) + oscillator(wave, phase, noise) * envelope * volume;
    }
  }
  for (let i = 0; i < samples.length; i++) samples[i] = Math.max(-1, Math.min(1, samples[i] ?? 0));
  return samples;
}

/** A 16-bit mono PCM WAV file of the samples. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string): void => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, Math.round(s * 32767), true));
  return bytes;
}

export function toDataUri(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

// Note frequencies (Hz).
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const G6 = 1567.98;

/** The sound bank of the games. */
export const SOUND_RECIPES = {
  /** A bubble popping: a short falling blip with a puff of noise. */
  pop: [
    { at: 0, duration: 0.09, freq: 900, toFreq: 260, wave: 'sine', volume: 0.6 },
    { at: 0, duration: 0.04, freq: 0, wave: 'noise', volume: 0.15 },
  ],
  /** Right answer: a bright rising three-note chime. */
  correct: [
    { at: 0, duration: 0.18, freq: C6, wave: 'triangle', volume: 0.35 },
    { at: 0.08, duration: 0.2, freq: E6, wave: 'triangle', volume: 0.35 },
    { at: 0.16, duration: 0.35, freq: G6, wave: 'triangle', volume: 0.35 },
  ],
  /** Wrong answer: a soft low buzz, falling; not harsh. */
  wrong: [
    { at: 0, duration: 0.28, freq: 220, toFreq: 160, wave: 'square', volume: 0.18 },
    { at: 0, duration: 0.28, freq: 110, toFreq: 80, wave: 'sine', volume: 0.3 },
  ],
  /** End of the round: a little fanfare. */
  fanfare: [
    { at: 0, duration: 0.16, freq: C5, wave: 'square', volume: 0.2 },
    { at: 0.15, duration: 0.16, freq: E5, wave: 'square', volume: 0.2 },
    { at: 0.3, duration: 0.16, freq: G5, wave: 'square', volume: 0.2 },
    { at: 0.45, duration: 0.7, freq: C6, wave: 'square', volume: 0.22 },
    { at: 0.45, duration: 0.7, freq: G5, wave: 'triangle', volume: 0.25 },
    { at: 0.45, duration: 0.7, freq: E5, wave: 'triangle', volume: 0.25 },
  ],
  /** A button or key tap. */
  click: [{ at: 0, duration: 0.035, freq: 1400, toFreq: 900, wave: 'triangle', volume: 0.3 }],
  /** A laser shot (space). */
  laser: [{ at: 0, duration: 0.2, freq: 1800, toFreq: 300, wave: 'square', volume: 0.15 }],
  /** An explosion (a hit asteroid). */
  boom: [
    { at: 0, duration: 0.45, freq: 0, wave: 'noise', volume: 0.45 },
    { at: 0, duration: 0.4, freq: 120, toFreq: 40, wave: 'sine', volume: 0.5 },
  ],
  /** A coin laid on the counter. */
  coin: [
    { at: 0, duration: 0.1, freq: 2637, wave: 'triangle', volume: 0.25 },
    { at: 0.06, duration: 0.25, freq: 3520, wave: 'triangle', volume: 0.22 },
  ],
  /** Something moving: a whoosh of filtered-sounding noise and a glide. */
  whoosh: [
    { at: 0, duration: 0.3, freq: 0, wave: 'noise', volume: 0.12, attack: 0.12 },
    { at: 0, duration: 0.3, freq: 300, toFreq: 700, wave: 'sine', volume: 0.1, attack: 0.1 },
  ],
  /** Machine clunk (the splitting machine, the till). */
  clunk: [
    { at: 0, duration: 0.12, freq: 160, toFreq: 90, wave: 'square', volume: 0.25 },
    { at: 0.1, duration: 0.12, freq: 200, toFreq: 110, wave: 'square', volume: 0.2 },
  ],
} satisfies Record<string, Note[]>;

export type SoundName = keyof typeof SOUND_RECIPES;

export function soundDataUri(name: SoundName): string {
  return toDataUri(encodeWav(renderNotes(SOUND_RECIPES[name])));
}
