/** The game's picture on the game pickers: a ball flying at a stack of cans under a striped awning. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#8a5631" />
      <path d="M0 20 V0 H96 V20 Z" fill="#fff4e6" />
      <path d="M0 0 H16 V20 H0 Z M32 0 H48 V20 H32 Z M64 0 H80 V20 H64 Z" fill="#e84545" />
      <rect x="0" y="70" width="96" height="26" fill="#ffd23f" />
      <rect x="0" y="66" width="96" height="6" fill="#f0c48c" />
      <rect x="30" y="44" width="18" height="22" rx="2" fill="#ff6b6b" />
      <rect x="50" y="44" width="18" height="22" rx="2" fill="#4aa8ff" />
      <rect x="40" y="22" width="18" height="22" rx="2" fill="#3ccf6e" />
      <rect x="30" y="52" width="38" height="12" rx="4" fill="#fff" stroke="#1b2a3a" strokeWidth="1.5" />
      <text x="49" y="62" fontSize="11" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        12
      </text>
      <path d="M14 84 Q18 40 30 34" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="3 4" />
      <circle cx="22" cy="50" r="7" fill="#e74c3c" />
      <circle cx="20" cy="48" r="2" fill="#fff" opacity="0.8" />
    </svg>
  );
}
