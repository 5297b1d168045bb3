import { describe, expect, it } from 'vitest';
import { Emitter } from './emitter';

interface Events {
  ping: number;
  pong: string;
}

describe('Emitter', () => {
  it('delivers events to their listeners only, and unsubscribes', () => {
    const e = new Emitter<Events>();
    const pings: number[] = [];
    const off = e.on('ping', (n) => pings.push(n));
    e.on('pong', () => pings.push(-1));
    e.emit('ping', 1);
    off();
    e.emit('ping', 2);
    expect(pings).toEqual([1]);
  });

  it('is per instance and can be cleared', () => {
    const a = new Emitter<Events>();
    const b = new Emitter<Events>();
    const seen: string[] = [];
    a.on('pong', (s) => seen.push(`a:${s}`));
    b.on('pong', (s) => seen.push(`b:${s}`));
    a.emit('pong', 'x');
    b.clear();
    b.emit('pong', 'y');
    expect(seen).toEqual(['a:x']);
  });

  it('lets a listener remove itself while being called', () => {
    const e = new Emitter<Events>();
    const seen: number[] = [];
    const off = e.on('ping', (n) => {
      seen.push(n);
      off();
    });
    e.on('ping', (n) => seen.push(n * 10));
    e.emit('ping', 1);
    e.emit('ping', 2);
    expect(seen).toEqual([1, 10, 20]);
  });
});
