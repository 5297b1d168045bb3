import type { EndTexts } from './contract';

/**
 * The end card as one announcement: its title, its lines and the game's surprise beside it, as
 * sentences ("85 punten" gets its full stop).
 */
export function endAnnouncement({ title, lines, surprise }: EndTexts): string {
  return [title, ...lines, surprise ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
