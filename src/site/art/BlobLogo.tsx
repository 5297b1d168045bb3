/** The product's mascot blob, drawn in SVG. Decorative: the brand name is always next to it. */
export function BlobLogo({ size = 40, color = '#2bb673' }: { size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 6c15 0 26 10 26 25 0 16-11 27-26 27S6 47 6 31C6 16 17 6 32 6z" fill={color} />
      <circle cx="24" cy="28" r="6" fill="#fff" />
      <circle cx="42" cy="28" r="6" fill="#fff" />
      <circle cx="25" cy="29" r="3" fill="#1b2a3a" />
      <circle cx="43" cy="29" r="3" fill="#1b2a3a" />
      <path d="M22 42q10 8 20 0" stroke="#1b2a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
