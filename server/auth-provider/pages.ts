/**
 * The provider's own server-rendered pages: the login form of the authorization endpoint and its error
 * page. No script at all (the CSP allows none); styles come from /api/auth/provider.css.
 */
import { AUTH_PATHS, PROVIDER_CSS_PATH } from '../../src/domain/contracts/auth';

export type PageLanguage = 'nl' | 'en';

/** The first language of Accept-Language (by quality) that we speak; Dutch by default. */
export function preferredLanguage(acceptLanguage: string | undefined): PageLanguage {
  if (!acceptLanguage) return 'nl';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        primary: tag.toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if (entry.primary === 'en') return 'en';
    if (entry.primary === 'nl') return 'nl';
  }
  return 'nl';
}

const TEXT = {
  nl: {
    product: 'Rekenblobs',
    title: 'Inloggen',
    intro: 'Log in met je gebruikersnaam of e-mailadres.',
    username: 'Gebruikersnaam of e-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    forgot: 'Wachtwoord vergeten?',
    invalidCredentials: 'De gebruikersnaam of het wachtwoord klopt niet.',
    locked: 'Te veel mislukte pogingen om in te loggen. Probeer het over een kwartier opnieuw.',
    switchedOff: 'Dit account staat uit. Vraag de beheerder van je school om het weer aan te zetten.',
    formExpired: 'Dit formulier was verlopen. Vul je gegevens opnieuw in.',
    missing: 'Vul je gebruikersnaam en wachtwoord in.',
    errorTitle: 'Deze inloglink klopt niet',
    errorBody:
      'De aanvraag om in te loggen komt niet van een bekende toepassing of is onvolledig. Ga terug naar Rekenblobs en probeer het opnieuw.',
    errorLabel: 'Foutmelding',
  },
  en: {
    product: 'Maths Blobs',
    title: 'Log in',
    intro: 'Log in with your user name or e-mail address.',
    username: 'User name or e-mail address',
    password: 'Password',
    submit: 'Log in',
    forgot: 'Forgot your password?',
    invalidCredentials: 'The user name or password is not correct.',
    locked: 'Too many failed attempts to log in. Please try again in a quarter of an hour.',
    switchedOff: "This account has been switched off. Ask your school's administrator to switch it on again.",
    formExpired: 'This form had expired. Please enter your details again.',
    missing: 'Please enter your user name and password.',
    errorTitle: 'This sign-in link is not valid',
    errorBody:
      'The request to sign in does not come from a known application or is incomplete. Go back to Maths Blobs and try again.',
    errorLabel: 'Error',
  },
} as const;

export type LoginError = 'invalidCredentials' | 'locked' | 'switchedOff' | 'formExpired' | 'missing';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(language: PageLanguage, title: string, body: string): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${t.product}</title>
<link rel="stylesheet" href="${PROVIDER_CSS_PATH}">
</head>
<body>
<main class="card">
<p class="brand" aria-hidden="true"><span class="blob"></span>${t.product}</p>
${body}
</main>
</body>
</html>
`;
}

export interface LoginPageOptions {
  language: PageLanguage;
  /** The hidden fields that carry the authorization request through the form post. */
  hidden: Record<string, string>;
  username?: string;
  error?: LoginError;
  /** Where "forgot your password" leads (the app's request page), when known. */
  forgotUrl?: string;
}

export function loginPage(options: LoginPageOptions): string {
  const t = TEXT[options.language];
  const hidden = Object.entries(options.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const error = options.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(t[options.error])}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="login-error"' : '';
  const invalid = options.error === 'invalidCredentials' ? ' aria-invalid="true"' : '';
  const forgot = options.forgotUrl
    ? `<p class="forgot"><a href="${escapeHtml(options.forgotUrl)}">${t.forgot}</a></p>`
    : '';
  return page(
    options.language,
    t.title,
    `<h1>${t.title}</h1>
<p class="intro">${t.intro}</p>
${error}
<form method="post" action="${AUTH_PATHS.authorize}" novalidate>
${hidden}
<label for="username">${t.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(options.username ?? '')}"${describedBy}${invalid}${options.username ? '' : ' autofocus'}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${describedBy}${invalid}${options.username ? ' autofocus' : ''}>
<button type="submit">${t.submit}</button>
</form>
${forgot}`,
  );
}

export function errorPage(language: PageLanguage, detail: string): string {
  const t = TEXT[language];
  return page(
    language,
    t.errorTitle,
    `<h1>${t.errorTitle}</h1>
<p class="intro">${t.errorBody}</p>
<p class="detail">${t.errorLabel}: <code>${escapeHtml(detail)}</code></p>`,
  );
}

/** The stylesheet of the provider's pages (light and dark, large touch targets for whiteboards). */
export const PROVIDER_CSS = `:root {
  color-scheme: light dark;
  --bg: #fbfaf7; --surface: #ffffff; --text: #1b2a3a; --muted: #4a5868; --border: #8a94a0;
  --primary: #0b6e4f; --primary-contrast: #ffffff; --accent: #f2a007; --link: #0a5bb5;
  --danger: #b3261e; --danger-bg: #fdecea; --focus: #1f6feb;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #10171f; --surface: #18222d; --text: #eef2f6; --muted: #b5c1cd; --border: #5b6d82;
    --primary: #4fd1a1; --primary-contrast: #0b1a14; --accent: #ffc14d; --link: #8cc4ff;
    --danger: #ff8a80; --danger-bg: #3a1d1b; --focus: #8cc4ff;
  }
}
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; }
body {
  display: flex; align-items: center; justify-content: center; min-height: 100vh; padding: 24px 16px;
  background: linear-gradient(160deg, var(--bg), color-mix(in srgb, var(--accent) 14%, var(--bg)));
  color: var(--text); font: 18px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.card {
  width: 100%; max-width: 420px; padding: 32px 28px; border-radius: 20px; background: var(--surface);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.12);
}
.brand { display: flex; align-items: center; gap: 10px; margin: 0 0 16px; font-weight: 800; font-size: 1.2rem; }
.blob {
  display: inline-block; width: 28px; height: 24px; background: var(--primary);
  border-radius: 60% 40% 55% 45% / 55% 60% 40% 45%;
}
h1 { margin: 0 0 4px; font-size: 1.8rem; }
.intro { margin: 0 0 20px; color: var(--muted); }
label { display: block; margin: 16px 0 6px; font-weight: 600; }
input[type="text"], input[type="password"] {
  width: 100%; min-height: 48px; padding: 10px 12px; border: 2px solid var(--border); border-radius: 10px;
  background: var(--surface); color: var(--text); font: inherit;
}
input[aria-invalid="true"] { border-color: var(--danger); }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
button {
  width: 100%; min-height: 52px; margin-top: 24px; border: 0; border-radius: 12px; cursor: pointer;
  background: var(--primary); color: var(--primary-contrast); font: inherit; font-weight: 700;
}
button:hover { filter: brightness(1.08); }
.error {
  margin: 0 0 8px; padding: 10px 12px; border-radius: 10px; border-left: 4px solid var(--danger);
  background: var(--danger-bg); color: var(--text);
}
.forgot { margin: 20px 0 0; text-align: center; }
a { color: var(--link); }
.detail { color: var(--muted); font-size: 0.9rem; }
code { font-size: 0.9rem; }
`;
