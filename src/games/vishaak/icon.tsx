/** The game's picture on the test game picker: a hook on a depth line and a fish with a number. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#2f8fd0" />
      <rect y="0" width="96" height="22" rx="20" fill="#bfe8ff" />
      <rect y="14" width="96" height="8" fill="#bfe8ff" />
      <path d="M18 26 v58" stroke="#ffffff" strokeWidth="3" />
      <g stroke="#ffffff" strokeWidth="3">
        <path d="M12 30 h12" />
        <path d="M14 44 h8" />
        <path d="M12 58 h12" />
        <path d="M14 72 h8" />
      </g>
      <path d="M40 8 v46" stroke="#1b2a3a" strokeWidth="2" />
      <path
        d="M40 54 v8 a6 6 0 0 0 12 0 v-4"
        fill="none"
        stroke="#5c6b7a"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M58 66 q14 -14 28 0 q-14 14 -28 0 z" fill="#ff9f43" />
      <path d="M86 66 l8 -7 v14 z" fill="#ff9f43" />
      <circle cx="64" cy="63" r="2.5" fill="#1b2a3a" />
      <text x="74" y="71" fontSize="11" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        42
      </text>
    </svg>
  );
}
