/** Client configuration from the build environment (VITE_*); same-origin defaults. */
export const clientConfig = {
  /** Base of the product API; calls use paths starting with `/api`. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/',
  /** Base of the identity provider (SPEC §7: its own host); same origin by default. */
  authProviderUrl: import.meta.env.VITE_AUTH_PROVIDER_URL ?? '',
  /** Whether the groups feature is on (drives the group overview's breadcrumb, SPEC §2). */
  groupsFeature: (import.meta.env.VITE_FEATURE_GROUPS ?? 'true') === 'true',
} as const;
