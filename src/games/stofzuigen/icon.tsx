/** The game's picture on the test game picker: a robot vacuum on oak planks next to a dust pile. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#d6a468" />
      <path d="M0 30h96M0 56h96M0 82h96" stroke="#a8733f" strokeWidth="2" opacity="0.6" />
      <path d="M30 30v26M70 56v26M52 4v26" stroke="#a8733f" strokeWidth="2" opacity="0.6" />
      <ellipse cx="66" cy="38" rx="22" ry="7" fill="#6b4a2a" opacity="0.25" />
      <circle cx="56" cy="30" r="10" fill="#cfcac3" />
      <circle cx="70" cy="28" r="12" fill="#dcd7d0" />
      <circle cx="80" cy="33" r="8" fill="#c9c4bd" />
      <text x="68" y="38" fontSize="18" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        7
      </text>
      <circle cx="36" cy="64" r="23" fill="#eef2f6" stroke="#9aa8b8" strokeWidth="2" />
      <path d="M18 56a20 20 0 0 1 36 0" fill="none" stroke="#2a74c4" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="29" cy="60" rx="3" ry="4" fill="#1b2a3a" />
      <ellipse cx="43" cy="60" rx="3" ry="4" fill="#1b2a3a" />
      <path d="M31 67q5 4 10 0" fill="none" stroke="#1b2a3a" strokeWidth="2" strokeLinecap="round" />
      <circle cx="36" cy="76" r="3" fill="#3ccf6e" />
    </svg>
  );
}
