/** The game's picture on the test game picker: maple leaves blown onto a leaf pile on the lawn. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#8cc65a" />
      <path d="M10 84a30 22 0 0 1 60 0z" fill="#a5561f" />
      <circle cx="24" cy="74" r="7" fill="#ff6b3d" />
      <circle cx="38" cy="68" r="8" fill="#ffd93f" />
      <circle cx="52" cy="74" r="7" fill="#ffb43c" />
      <circle cx="34" cy="80" r="6" fill="#c8702a" />
      <path
        d="M66 12l5 10 9-4-3 10 9 3-9 5 3 9-10-3-4 10-4-10-10 3 3-9-9-5 9-3-3-10 9 4z"
        fill="#ff8a1e"
        stroke="#b85a00"
        strokeWidth="1.5"
      />
      <path d="M66 36v12" stroke="#b85a00" strokeWidth="2.5" strokeLinecap="round" />
      <text x="66" y="33" fontSize="13" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
        24
      </text>
      <path
        d="M30 44q10-8 22-4M28 52q12-6 24-2"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
