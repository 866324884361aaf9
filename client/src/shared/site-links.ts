/**
 * Links to the provider's public site. The spec names these links without their addresses, so they
 * default to the support domain of `@finx/domain` (support@finx.in) and can be set per deployment.
 */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL ?? 'https://www.finx.in';
export const ENTREPRENEURSHIP_URL: string =
  import.meta.env.VITE_ENTREPRENEURSHIP_URL ?? `${SITE_URL}/entrepreneurship`;

/** In-app policy pages (`001 §2`, policy pages). */
export const PolicyRoute = {
  PRIVACY: '/finx-privacy-policy',
  COOKIES: '/finx-cookies-policy',
  DISCLAIMER: '/finx-disclaimer',
} as const;

/** The spec's second, shorter path of each policy page; the same page answers both. */
export const PolicyAliasRoute = {
  PRIVACY: '/privacy-details',
  COOKIES: '/cookies',
  DISCLAIMER: '/disclaimer',
} as const;

export const FAQ_ROUTE = '/faq';
