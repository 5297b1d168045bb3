/** Flags the auth interceptors read on a request config (SPEC §7, §8). */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** A retry after a token refresh: the interceptor replaces its Authorization with the current token. */
    NO_RETRY?: boolean;
    /** A call of the sign-in flow itself (login, SSO user, provider): a 401 or 403 is its own answer. */
    authFlow?: boolean;
    /** Set by the interceptor when the request leaves: SSO was in use then, so a refusal goes to login-sso. */
    sentWithSso?: boolean;
  }
}

export const NO_RETRY = 'NO_RETRY' as const;
