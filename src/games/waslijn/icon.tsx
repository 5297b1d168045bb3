/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#9ee0ff" />
      <path d="M6 26 Q48 44 90 26" fill="none" stroke="#6b4f2a" strokeWidth="3" />
      <path d="M14 32 h20 v28 h-20 z" fill="#ff7eb6" />
      <path d="M38 38 h20 v28 h-20 z" fill="#ffd23f" />
      <path d="M62 32 h20 v28 h-20 z" fill="#3ccf6e" />
      <text x="24" y="52" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        2
      </text>
      <text x="48" y="58" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        5
      </text>
      <text x="72" y="52" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        9
      </text>
      <rect x="0" y="78" width="96" height="18" fill="#5fbf6a" />
    </svg>
  );
}
