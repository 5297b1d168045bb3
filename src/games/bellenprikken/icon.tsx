/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#5ec8ff" />
      <circle cx="34" cy="56" r="22" fill="#dff4ff" stroke="#ff7eb6" strokeWidth="3" opacity="0.95" />
      <circle cx="66" cy="30" r="15" fill="#dff4ff" stroke="#7ad8ff" strokeWidth="3" />
      <circle cx="70" cy="70" r="10" fill="#dff4ff" stroke="#ffd23f" strokeWidth="3" />
      <ellipse cx="27" cy="47" rx="6" ry="3" fill="#fff" transform="rotate(-35 27 47)" />
      <text x="34" y="64" fontSize="22" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        7
      </text>
    </svg>
  );
}
