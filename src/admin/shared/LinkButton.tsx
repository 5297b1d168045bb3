import { Button } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** A button that is a link inside the app: a real <a href> (open in a new tab works), no reload. */
export function LinkButton({
  to,
  appearance,
  children,
}: {
  to: string;
  appearance?: 'primary' | 'secondary' | 'subtle' | 'outline' | 'transparent';
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button
      as="a"
      href={to}
      appearance={appearance}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
