/** The reward stop's picture (made here, SVG): a golden cup with a chequered race flag. */
export function RewardIcon() {
  return (
    <svg className="landkaart__reward-icon" viewBox="0 0 64 64" aria-hidden="true">
      <path d="M40 6 v34" stroke="#5a3b1f" strokeWidth="3" strokeLinecap="round" />
      <rect x="41" y="6" width="20" height="14" fill="#ffffff" stroke="#1b2a3a" strokeWidth="1.5" />
      <path
        d="M41 6 h5 v4.7 h-5z M51 6 h5 v4.7 h-5z M46 10.7 h5 v4.7 h-5z M56 10.7 h5 v4.7 h-5z M41 15.4 h5 v4.6 h-5z M51 15.4 h5 v4.6 h-5z"
        fill="#1b2a3a"
      />
      <path
        d="M12 22 h-6 q0 12 10 13 M44 22 h6 q0 12 -10 13"
        fill="none"
        stroke="#c77d00"
        strokeWidth="3.5"
      />
      <path
        d="M12 16 h32 v8 q0 16 -16 18 q-16 -2 -16 -18z"
        fill="#ffd23f"
        stroke="#c77d00"
        strokeWidth="2.5"
      />
      <path d="M18 20 v6 q0 6 4 9" fill="none" stroke="#fff7b0" strokeWidth="3" strokeLinecap="round" />
      <rect x="24" y="42" width="8" height="8" fill="#f5a300" />
      <rect x="16" y="50" width="24" height="8" rx="3" fill="#c77d00" />
      <path
        d="M28 22 l2.4 4.8 l5.3 0.8 l-3.8 3.7 l0.9 5.3 l-4.8 -2.5 l-4.8 2.5 l0.9 -5.3 l-3.8 -3.7 l5.3 -0.8z"
        fill="#ffffff"
        opacity="0.9"
      />
    </svg>
  );
}
