import type { ComponentType } from 'react';
import type { GameId } from './catalog';

/** Each game folder's `icon.tsx` (a small SVG component), read eagerly: they are tiny. */
const ICONS = import.meta.glob<ComponentType>('./*/icon.tsx', { eager: true, import: 'Icon' });

/** The picture of a game for pickers; a plain tile for a game without a folder yet. */
export function GameIcon({ id }: { id: GameId }) {
  const Icon = ICONS[`./${id}/icon.tsx`];
  if (Icon) return <Icon />;
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#d5dee8" />
    </svg>
  );
}
