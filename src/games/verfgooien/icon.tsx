/** The game's picture on the game pickers: a paint balloon flying at a canvas on an easel, splat! */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#f3e6cf" />
      <rect x="0" y="72" width="96" height="24" fill="#c89b6a" />
      <path
        d="M40 70 L34 90 M56 70 L62 90 M48 70 L48 88"
        stroke="#8a5631"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect x="26" y="20" width="44" height="50" rx="3" fill="#ffffff" stroke="#8a5631" strokeWidth="3" />
      <path
        d="M48 30 q6 -8 10 2 q9 -2 6 8 q8 4 0 10 q4 9 -7 7 q-4 8 -10 0 q-10 4 -9 -6 q-9 -4 -1 -10 q-3 -10 11 -11 z"
        fill="#ff6b6b"
      />
      <circle cx="66" cy="30" r="3" fill="#ff6b6b" />
      <circle cx="30" cy="56" r="2.5" fill="#ff6b6b" />
      <path d="M6 40 Q12 28 24 26" fill="none" stroke="#8a5631" strokeWidth="2" strokeDasharray="3 4" />
      <ellipse cx="12" cy="56" rx="7" ry="9" fill="#4aa8ff" />
      <path d="M12 65 l-2 4 h4 z" fill="#4aa8ff" />
      <circle cx="10" cy="53" r="2" fill="#fff" opacity="0.8" />
      <path d="M70 92 A20 16 0 0 1 94 92" fill="none" stroke="#ffd23f" strokeWidth="4" />
      <path d="M74 92 A16 12 0 0 1 90 92" fill="none" stroke="#3ccf6e" strokeWidth="4" />
    </svg>
  );
}
