/** The game's picture on the game pickers: a melon sliced in two under the moon. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <defs>
        <linearGradient id="ninja-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b1d4e" />
          <stop offset="0.6" stopColor="#7a3b78" />
          <stop offset="1" stopColor="#e0736a" />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="20" fill="url(#ninja-sky)" />
      <circle cx="72" cy="22" r="11" fill="#fff3d6" />
      <path d="M22 70 A20 20 0 0 1 42 30 Z" fill="#3f9a4a" />
      <path d="M42 30 L22 70" stroke="#ff5e6c" strokeWidth="6" />
      <path d="M50 72 A20 20 0 0 0 66 34 Z" fill="#3f9a4a" />
      <path d="M66 34 L50 72" stroke="#ff5e6c" strokeWidth="6" />
      <path
        d="M14 80 Q48 40 86 18"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.9"
      />
      <rect x="8" y="84" width="80" height="6" rx="3" fill="#1b2a3a" />
    </svg>
  );
}
