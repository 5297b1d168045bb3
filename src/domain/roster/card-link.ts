import { CARD_PAGE_PATH } from '../contracts/roster';

/**
 * The link a login card's QR code holds: the card page of this server with the code in the hash
 * fragment. A browser never sends the fragment to a server, so the code reaches no access log, proxy
 * or Referer header; the card page reads it, clears it and posts it.
 */
export function cardLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${CARD_PAGE_PATH}#${code}`;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The code of a scanned card link, only when the link is the card page of `origin` (a QR code of
 * another site is not followed); null otherwise.
 */
export function codeOfCardLink(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname !== CARD_PAGE_PATH || url.search) return null;
  const code = url.hash.slice(1);
  return CODE_PATTERN.test(code) ? code : null;
}
