import { describe, expect, it } from 'vitest';
import {
  encodeWav,
  renderNotes,
  SAMPLE_RATE,
  soundDataUri,
  SOUND_RECIPES,
  toDataUri,
  type SoundName,
} from './wav';

describe('synthesised sounds', () => {
  it('renders notes to samples of the right length, within [-1, 1]', () => {
    const samples = renderNotes([{ at: 0.1, duration: 0.2, freq: 440 }]);
    expect(Math.abs(samples.length - 0.3 * SAMPLE_RATE)).toBeLessThanOrEqual(1);
    expect(samples[0]).toBe(0);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(1);
    expect(samples.some((s) => Math.abs(s) > 0.1)).toBe(true);
  });

  it('writes a valid 16-bit mono PCM WAV header', () => {
    const bytes = encodeWav(new Float32Array([0, 0.5, -0.5, 1]), 8000);
    const view = new DataView(bytes.buffer);
    const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    expect(ascii(0)).toBe('RIFF');
    expect(ascii(8)).toBe('WAVE');
    expect(ascii(36)).toBe('data');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(8);
    expect(view.getInt16(46, true)).toBe(16384);
    expect(view.getInt16(50, true)).toBe(32767);
  });

  it('makes a data URI for every sound of the bank', () => {
    for (const name of Object.keys(SOUND_RECIPES) as SoundName[]) {
      const uri = soundDataUri(name);
      expect(uri.startsWith('data:audio/wav;base64,UklGR')).toBe(true);
    }
    expect(toDataUri(new Uint8Array([1, 2, 3]))).toBe('data:audio/wav;base64,AQID');
  });

  it('is deterministic (same bytes each time)', () => {
    expect(soundDataUri('pop')).toBe(soundDataUri('pop'));
  });
});
