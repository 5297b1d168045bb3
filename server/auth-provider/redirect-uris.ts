import { SSO_REDIRECT_PATH } from '../../src/domain/contracts/auth';
import type { ServerConfig } from '../config';

/** Hosts accepted outside production, so tests can run on random ports and language host names. */
const DEV_HOST = /^(localhost|127\.0\.0\.1|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+(nl|be|uk))$/;

/**
 * Whether the provider may send a code to this redirect URI: an exact match of the allowlist
 * (AUTH_REDIRECT_URIS, plus PUBLIC_URL's own SSO page), or, outside production, the SSO page on
 * localhost, 127.0.0.1 or a .nl/.be/.uk host on any port. Only canonical URLs without user info,
 * query or fragment pass the development rule.
 */
export function isAllowedRedirectUri(
  uri: string,
  config: Pick<ServerConfig, 'env' | 'authRedirectUris' | 'publicUrl'>,
): boolean {
  if (uri.length > 2000) return false;
  const own = `${config.publicUrl.replace(/\/+$/, '')}${SSO_REDIRECT_PATH}`;
  if (uri === own || config.authRedirectUris.includes(uri)) return true;
  if (config.env === 'production') return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (
    url.href === uri &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    url.pathname === SSO_REDIRECT_PATH &&
    DEV_HOST.test(url.hostname)
  );
}
