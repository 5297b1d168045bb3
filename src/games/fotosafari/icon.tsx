/** The game's picture on the test game picker: a camera's frame round three rows of animals on the savanna. */
export function Icon() {
  const heads = [0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => ({ x: 24 + c * 16, y: 38 + r * 16 })));
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#f6d98b" />
      <rect y="26" width="96" height="70" rx="0" fill="#c9b65a" />
      <circle cx="76" cy="14" r="8" fill="#fff2c2" />
      {heads.map((h, i) => (
        <g key={i}>
          <circle
            cx={h.x}
            cy={h.y}
            r="6.5"
            fill={i % 2 ? '#f2b84b' : '#f7f7f7'}
            stroke="#1b2a3a"
            strokeWidth="1"
          />
          <circle cx={h.x - 2} cy={h.y - 1} r="1.2" fill="#1b2a3a" />
          <circle cx={h.x + 2} cy={h.y - 1} r="1.2" fill="#1b2a3a" />
        </g>
      ))}
      <path
        d="M14 38 v-8 h8 M74 30 h8 v8 M14 78 v8 h8 M74 86 h8 v-8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="82" cy="86" r="5" fill="#ffffff" stroke="#1b2a3a" strokeWidth="1.5" />
    </svg>
  );
}
