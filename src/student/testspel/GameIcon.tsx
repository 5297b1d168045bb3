import type { GameId } from '../../games/catalog';

/** Small pictures of the games for the picker, drawn here as SVG. */
export function GameIcon({ id }: { id: GameId }) {
  switch (id) {
    case 'bellenprikken':
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
    case 'ruimteschieten':
      return (
        <svg viewBox="0 0 96 96" aria-hidden="true">
          <rect width="96" height="96" rx="20" fill="#0b1030" />
          <circle cx="18" cy="20" r="2" fill="#fff" />
          <circle cx="80" cy="14" r="1.5" fill="#fff" />
          <circle cx="70" cy="50" r="2" fill="#fff" />
          <path
            d="M58 22 l14 4 l6 12 l-6 10 l-14 2 l-8 -12 z"
            fill="#a88a6a"
            stroke="#6e5842"
            strokeWidth="3"
          />
          <path d="M30 82 l8 -28 l8 28 l-8 -5 z" fill="#e8eef6" stroke="#4aa8ff" strokeWidth="3" />
          <path d="M34 84 l4 8 l4 -8 z" fill="#ff9f43" />
          <line x1="38" y1="50" x2="58" y2="36" stroke="#ff5e7a" strokeWidth="4" strokeLinecap="round" />
        </svg>
      );
    case 'splitsmachine':
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
    case 'waslijn':
      return (
        <svg viewBox="0 0 96 96" aria-hidden="true">
          <rect width="96" height="96" rx="20" fill="#9ee0ff" />
          <path d="M6 26 Q48 44 90 26" fill="none" stroke="#6b4f2a" strokeWidth="3" />
          <path d="M14 32 h20 v28 h-20 z" fill="#ff7eb6" />
          <path d="M38 38 h20 v28 h-20 z" fill="#ffd23f" />
          <path d="M62 32 h20 v28 h-20 z" fill="#3ccf6e" />
          <text x="24" y="52" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
            2
          </text>
          <text x="48" y="58" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
            5
          </text>
          <text x="72" y="52" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
            9
          </text>
          <rect x="0" y="78" width="96" height="18" fill="#5fbf6a" />
        </svg>
      );
    case 'buurtsuper':
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
    case 'automatiseertoets':
      return (
        <svg viewBox="0 0 96 96" aria-hidden="true">
          <rect width="96" height="96" rx="20" fill="#eaf4fb" />
          <rect x="22" y="14" width="52" height="68" rx="8" fill="#ffffff" stroke="#4aa8ff" strokeWidth="3" />
          <text x="48" y="40" fontSize="14" fontWeight="800" textAnchor="middle" fill="#1b2a3a">
            6 × 7
          </text>
          <rect x="32" y="50" width="32" height="18" rx="5" fill="#eaf4fb" stroke="#4aa8ff" strokeWidth="2" />
          <rect x="22" y="86" width="52" height="4" rx="2" fill="#3ccf6e" />
        </svg>
      );
    case 'autorace':
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
    default:
      return (
        <svg viewBox="0 0 96 96" aria-hidden="true">
          <rect width="96" height="96" rx="20" fill="#d5dee8" />
        </svg>
      );
  }
}
