/** The game's picture on the test game picker: a snowball with a number flying at a snow fort. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#bfe3ff" />
      <path d="M0 70 q24 -10 48 -2 q24 8 48 -4 v32 h-96 z" fill="#ffffff" />
      <g fill="#eef6ff" stroke="#9cc3e6" strokeWidth="2">
        <rect x="52" y="54" width="14" height="10" rx="3" />
        <rect x="67" y="54" width="14" height="10" rx="3" />
        <rect x="59" y="43" width="14" height="10" rx="3" />
        <rect x="52" y="32" width="8" height="10" rx="3" />
        <rect x="73" y="32" width="8" height="10" rx="3" />
      </g>
      <path d="M22 46 q14 -30 34 -26" fill="none" stroke="#ffffff" strokeWidth="3" strokeDasharray="4 5" />
      <circle cx="24" cy="50" r="15" fill="#ffffff" stroke="#9cc3e6" strokeWidth="3" />
      <text x="24" y="56" fontSize="17" fontWeight="800" textAnchor="middle" fill="#2a74c4">
        7
      </text>
      <circle cx="14" cy="16" r="2.5" fill="#ffffff" />
      <circle cx="40" cy="10" r="2" fill="#ffffff" />
      <circle cx="84" cy="18" r="2.5" fill="#ffffff" />
    </svg>
  );
}
