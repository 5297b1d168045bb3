/**
 * The student area's small icons, drawn here as inline SVG: emoji render as empty boxes on machines
 * without an emoji font (bare Linux whiteboards, headless Chromium). Each sits in the line of text
 * (1.25em, see icons.css) and is decorative: the text beside it says the same, so it is aria-hidden.
 * Flat colours where the thing has a colour (coin, map, star); `currentColor` for plain symbols.
 */
import type { ReactNode } from 'react';
import './icons.css';

interface IconProps {
  className?: string;
}

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A folded paper map with a dotted route (the map button). */
export function MapIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M2 5.5 8 3l8 2.5L22 3v15.5L16 21l-8-2.5L2 21Z"
        fill="#7fd0a0"
        stroke="#1b2a3a"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M8 3v15.5M16 5.5V21" stroke="#1b2a3a" strokeWidth="1.2" opacity="0.45" />
      <path
        d="M5 15c2-1 3-4 6-4s3.5 2 6.5-1"
        fill="none"
        stroke="#e8402f"
        strokeWidth="1.6"
        strokeDasharray="1.6 1.6"
        strokeLinecap="round"
      />
      <circle cx="18" cy="9.4" r="1.6" fill="#e8402f" />
    </Icon>
  );
}

/** A gold coin with a star (coins). */
export function CoinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" fill="#f5b400" stroke="#a87400" strokeWidth="1.6" />
      <circle cx="12" cy="12" r="6.8" fill="#ffd23f" stroke="#c79a00" strokeWidth="1.2" />
      <path
        d="m12 8.2 1.15 2.35 2.6.38-1.88 1.83.44 2.58L12 14.1l-2.31 1.24.44-2.58-1.88-1.83 2.6-.38Z"
        fill="#c77d00"
      />
    </Icon>
  );
}

/** A card with a blob on it (the savings card). */
export function CardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="2.5" width="16" height="19" rx="3" fill="#ffffff" stroke="#1b2a3a" strokeWidth="1.6" />
      <path d="M7.5 14.5c0-3 2-5.5 4.5-5.5s4.5 2.5 4.5 5.5c0 1.4-1 2-2 2h-5c-1 0-2-.6-2-2Z" fill="#3ccf6e" />
      <circle cx="10.4" cy="12.2" r="1" fill="#1b2a3a" />
      <circle cx="13.6" cy="12.2" r="1" fill="#1b2a3a" />
      <path d="M7 5.5h10" stroke="#ffd23f" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

/** A grey cloud with rain (something went wrong). */
export function RainIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M7 15h10.5a3.5 3.5 0 0 0 .4-7A5.5 5.5 0 0 0 7.3 7.2 4 4 0 0 0 7 15Z"
        fill="#aab8c6"
        stroke="#4d5f70"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path
        d="m8 17.5-1 2.5M12 17.5l-1 2.5M16 17.5l-1 2.5"
        stroke="#2f7de1"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </Icon>
  );
}

/** An hourglass (answers still being sent). */
export function HourglassIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3h12M6 21h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M7.5 3.5c0 4 4.5 5.5 4.5 8.5s-4.5 4.5-4.5 8.5h9c0-4-4.5-5.5-4.5-8.5s4.5-4.5 4.5-8.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M9.3 19.5c.6-2 2.7-2.8 2.7-4.2 0 1.4 2.1 2.2 2.7 4.2Z" fill="#f5b400" />
    </Icon>
  );
}

/** A cloud crossed out (no connection). */
export function OfflineIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M7 18h10.5a3.5 3.5 0 0 0 .4-7A5.5 5.5 0 0 0 7.3 10.2 4 4 0 0 0 7 18Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M4 4l16 16" stroke="#e8402f" strokeWidth="2.2" strokeLinecap="round" />
    </Icon>
  );
}

/** A speech bubble with a question mark (a game we do not know). */
export function QuestionIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M4 4.5h16a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5h-9l-5 4v-4H4A1.5 1.5 0 0 1 2.5 16V6A1.5 1.5 0 0 1 4 4.5Z"
        fill="#ffffff"
        stroke="#1b2a3a"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M9.6 8.8a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.4"
        fill="none"
        stroke="#2f7de1"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <circle cx="12" cy="15" r="1.1" fill="#2f7de1" />
    </Icon>
  );
}

/** A play triangle (the next round, the current stop on the map). */
export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5Z"
        fill="currentColor"
      />
    </Icon>
  );
}

/** A tick (done, owned). */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="m4.5 12.5 5 5 10-11"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A star (a stop still to come). */
export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="m12 2.8 2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.16l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9Z"
        fill="currentColor"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A chequered flag (the fluency test stop). */
export function FlagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V3" stroke="#4d3a22" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M5.5 4h14l-2.5 4.5 2.5 4.5h-14Z"
        fill="#ffffff"
        stroke="#1b2a3a"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path
        d="M5.5 4h3.5v3h-3.5ZM12.5 4H16v3h-3.5ZM9 7h3.5v3H9ZM5.5 10H9v3H5.5ZM12.5 10H16v3h-3.5Z"
        fill="#1b2a3a"
      />
    </Icon>
  );
}

/** A party popper with confetti (all done for today). */
export function PartyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M3 21 8.2 7.5l8.3 8.3Z"
        fill="#ffd23f"
        stroke="#c77d00"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M6.3 12.5 11.5 17.7" stroke="#ff6b6b" strokeWidth="1.6" />
      <circle cx="15" cy="4" r="1.3" fill="#4aa8ff" />
      <circle cx="20" cy="9" r="1.3" fill="#ff7eb6" />
      <path
        d="M12 6.5c.5-1.6 2-2.3 3.2-1.4M17.5 12c1.6-.5 2.3-2 1.4-3.2"
        fill="none"
        stroke="#3ccf6e"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path d="m19.5 3.2.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6Z" fill="#9b6bff" />
    </Icon>
  );
}

/** An arrow to the left (back). */
export function BackIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M20 12H5M11 5.5 4.5 12l6.5 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Rounds played today out of those asked: filled and open dots. */
export function RoundDots({ done, required }: { done: number; required: number }) {
  const filled = Math.min(done, required);
  return (
    <svg
      className="icon icon--dots"
      viewBox={`0 0 ${required * 12} 12`}
      width={`${required * 0.75}em`}
      height="0.75em"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: required }, (_, i) => (
        <circle
          key={i}
          cx={i * 12 + 6}
          cy={6}
          r={i < filled ? 5 : 4.2}
          fill={i < filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={i < filled ? 0 : 1.6}
        />
      ))}
    </svg>
  );
}
