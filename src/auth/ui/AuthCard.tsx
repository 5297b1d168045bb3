import type { ReactNode } from 'react';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';

/** The card every sign-in screen sits in, with its heading and the document title. */
export function AuthCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  usePageTitle(title);
  return (
    <section className="auth-card" aria-labelledby="page-title" data-testid={testId}>
      <h1 id="page-title" className="auth-card__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
