/**
 * Game sound through howler, from WAV data made in code (./wav). One SoundKit per mounted game, so a
 * destroyed game never keeps playing; the mute switch is remembered in local storage.
 */
import { Howl } from 'howler';
import { readSoundOn, writeSoundOn } from '../runtime/preferences';
import { soundDataUri, type SoundName } from './wav';

export class SoundKit {
  private readonly howls = new Map<SoundName, Howl>();
  private on: boolean;

  constructor(initiallyOn: boolean) {
    this.on = initiallyOn && readSoundOn();
  }

  get enabled(): boolean {
    return this.on;
  }

  /** Flips the switch and remembers it; returns the new state. */
  toggle(): boolean {
    this.on = !this.on;
    writeSoundOn(this.on);
    if (!this.on) for (const howl of this.howls.values()) howl.stop();
    return this.on;
  }

  play(name: SoundName, rate = 1): void {
    if (!this.on) return;
    let howl = this.howls.get(name);
    if (!howl) {
      howl = new Howl({ src: [soundDataUri(name)], format: ['wav'], volume: 0.7, preload: true });
      this.howls.set(name, howl);
    }
    const id = howl.play();
    if (rate !== 1) howl.rate(rate, id);
  }

  destroy(): void {
    for (const howl of this.howls.values()) howl.unload();
    this.howls.clear();
  }
}
