/** The game's picture on the game pickers: a net swooping at a blue butterfly over the meadow. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <defs>
        <linearGradient id="beestjes-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5ab8f0" />
          <stop offset="0.65" stopColor="#bfe8ff" />
          <stop offset="0.66" stopColor="#7cc95a" />
          <stop offset="1" stopColor="#3f9a3c" />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="20" fill="url(#beestjes-sky)" />
      <circle cx="80" cy="16" r="8" fill="#ffe066" />
      <ellipse cx="50" cy="30" rx="11" ry="9" fill="#5ab0ff" stroke="#1f4f9a" strokeWidth="2" />
      <ellipse cx="70" cy="30" rx="11" ry="9" fill="#5ab0ff" stroke="#1f4f9a" strokeWidth="2" />
      <ellipse cx="53" cy="44" rx="7" ry="6" fill="#8fc8ff" stroke="#1f4f9a" strokeWidth="2" />
      <ellipse cx="67" cy="44" rx="7" ry="6" fill="#8fc8ff" stroke="#1f4f9a" strokeWidth="2" />
      <rect x="58" y="26" width="4" height="24" rx="2" fill="#2b2b3a" />
      <path d="M22 86 L40 62" stroke="#9a6a3a" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="38" cy="66" rx="14" ry="18" fill="#fff" opacity="0.55" transform="rotate(30 38 66)" />
      <circle cx="44" cy="56" r="12" fill="none" stroke="#e0e4ea" strokeWidth="4" />
      <circle cx="20" cy="78" r="3" fill="#ff7eb6" />
      <circle cx="78" cy="80" r="3" fill="#fff" />
      <circle cx="86" cy="72" r="3" fill="#ffd23f" />
    </svg>
  );
}
