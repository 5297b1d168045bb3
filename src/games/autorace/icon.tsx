/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#63c05a" />
      <rect x="22" y="0" width="52" height="96" fill="#5b6574" />
      <path d="M48 4 v14 M48 32 v14 M48 60 v14" stroke="#fff" strokeWidth="3" />
      <rect x="22" y="10" width="52" height="14" rx="4" fill="#fff" stroke="#ff5a4f" strokeWidth="3" />
      <path
        d="M31 84 q0 -26 6 -30 l1 -14 q3 -4 6 0 l1 14 q6 4 6 30 z"
        transform="translate(-3 0)"
        fill="#ff5a4f"
        stroke="#b8322b"
        strokeWidth="2"
      />
      <circle cx="38" cy="68" r="6" fill="#3ccf6e" />
      <rect x="58" y="50" width="10" height="18" rx="4" fill="#4aa8ff" />
    </svg>
  );
}
