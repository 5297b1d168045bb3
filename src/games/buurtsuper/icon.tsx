/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#ffe9c7" />
      <path d="M10 34 h76 l-6 -14 h-64 z" fill="#ff6b6b" />
      <path d="M10 34 q9 8 19 0 q9 8 19 0 q9 8 19 0 q9 8 19 0" fill="#ffffff" />
      <rect x="14" y="40" width="68" height="40" rx="6" fill="#c98a4b" />
      <circle cx="36" cy="62" r="13" fill="#ffd23f" stroke="#c79a00" strokeWidth="3" />
      <text x="36" y="67" fontSize="13" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        €2
      </text>
      <rect x="54" y="52" width="24" height="16" rx="3" fill="#7ecf9a" stroke="#2f8f52" strokeWidth="2" />
    </svg>
  );
}
