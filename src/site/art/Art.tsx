import type { ReactNode } from 'react';

export interface ArtProps {
  /** Accessible description; without it the illustration is decorative and hidden from assistive tech. */
  label?: string;
  className?: string;
}

/** The frame of every site illustration: themed colours come from CSS classes (site.css, `.art`). */
export function Art({
  label,
  className,
  viewBox = '0 0 400 300',
  children,
}: ArtProps & { viewBox?: string; children: ReactNode }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox={viewBox} className={`art ${className ?? ''}`} focusable="false" {...a11y}>
      {children}
    </svg>
  );
}
