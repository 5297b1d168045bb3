/** The game's picture on the test game picker. */
export function Icon() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="20" fill="#0b1030" />
      <circle cx="18" cy="20" r="2" fill="#fff" />
      <circle cx="80" cy="14" r="1.5" fill="#fff" />
      <circle cx="70" cy="50" r="2" fill="#fff" />
      <path d="M58 22 l14 4 l6 12 l-6 10 l-14 2 l-8 -12 z" fill="#a88a6a" stroke="#6e5842" strokeWidth="3" />
      <path d="M30 82 l8 -28 l8 28 l-8 -5 z" fill="#e8eef6" stroke="#4aa8ff" strokeWidth="3" />
      <path d="M34 84 l4 8 l4 -8 z" fill="#ff9f43" />
      <line x1="38" y1="50" x2="58" y2="36" stroke="#ff5e7a" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
