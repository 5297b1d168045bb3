import type { EndTexts } from './contract';

/** The end card as one announcement: its title and lines as sentences ("85 punten" gets its full stop). */
export function endAnnouncement({ title, lines }: EndTexts): string {
  return [title, ...lines]
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
