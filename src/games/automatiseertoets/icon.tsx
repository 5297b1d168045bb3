/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#eaf4fb" />
      <rect x="22" y="14" width="52" height="68" rx="8" fill="#ffffff" stroke="#4aa8ff" strokeWidth="3" />
      <text x="48" y="40" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        6 × 7
      </text>
      <rect x="32" y="50" width="32" height="18" rx="5" fill="#eaf4fb" stroke="#4aa8ff" strokeWidth="2" />
      <rect x="22" y="86" width="52" height="4" rx="2" fill="#3ccf6e" />
    </svg>
  );
}
