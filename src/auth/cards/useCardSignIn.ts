import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { failureOf, loginWithCard, type RequestFailure } from '../api';
import { landingPath } from '../landing';

export type CardFailure = 'invalid' | 'missing' | Exclude<RequestFailure, 'credentials'>;

/**
 * Signs in with a card's code as the card page and the scan dialog both do: the direct session of a
 * password login, then straight to the student's landing (the map).
 */
export function useCardSignIn() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = useCallback(
    async (code: string) => {
      setFailure(null);
      setBusy(true);
      try {
        const user = await loginWithCard(code);
        navigate(landingPath(user) ?? href('login-post'), { replace: true });
      } catch (error) {
        const kind = failureOf(error);
        // A refused code answers 401; a malformed one (a damaged link) 400: both are "this card does not work".
        setFailure(kind === 'credentials' || kind === 'generic' ? cardFailureOf(error) : kind);
        setBusy(false);
      }
    },
    [navigate],
  );
  return { signIn, failure, setFailure, busy };
}

function cardFailureOf(error: unknown): CardFailure {
  const status = (error as { response?: { status?: number } }).response?.status;
  return status === 400 || status === 401 ? 'invalid' : 'generic';
}
