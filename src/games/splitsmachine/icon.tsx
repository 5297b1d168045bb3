/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#2d3e50" />
      <rect x="22" y="30" width="52" height="34" rx="8" fill="#ff9f43" stroke="#c46a14" strokeWidth="3" />
      <rect x="38" y="14" width="20" height="18" rx="4" fill="#ffd23f" />
      <text x="48" y="28" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        8
      </text>
      <rect x="16" y="68" width="24" height="18" rx="4" fill="#fff" />
      <rect x="56" y="68" width="24" height="18" rx="4" fill="#fff" stroke="#4aa8ff" strokeWidth="3" />
      <text x="28" y="82" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        3
      </text>
      <circle cx="48" cy="47" r="8" fill="none" stroke="#fff" strokeWidth="4" strokeDasharray="4 3" />
    </svg>
  );
}
