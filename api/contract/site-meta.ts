/**
 * The site's settings the server writes into the portal's page as <meta name content> (api/static.ts) and the portal
 * reads from it (portal/lib/site-meta.ts): no call, and nothing to wait for.
 */
export const SITE_META = {
  /** The ICP filing number the footer shows (ICP_FILING). */
  icpFiling: "site-icp-filing",
  /** The customer-service phone or e-mail (SUPPORT_CONTACT). */
  supportContact: "site-support-contact",
} as const;
