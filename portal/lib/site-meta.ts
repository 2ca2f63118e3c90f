import { SITE_META } from "@/api/contract/site-meta";

/** The site of the page the server is drawing (portal/first-frame.tsx), where there is no document to read. */
let serverSite = { origin: "", meta: {} as Record<string, string> };
export function renderForSite(origin: string, meta: Record<string, string>) {
  serverSite = { origin, meta };
}

/** The site's origin, for absolute links (a share's image). */
export const siteOrigin = () => (typeof window === "undefined" ? serverSite.origin : window.location.origin);

/** A setting the server wrote into the page (api/static.ts), '' when it is not configured. */
export const siteMeta = (key: keyof typeof SITE_META) =>
  typeof document === "undefined"
    ? (serverSite.meta[SITE_META[key]] ?? "")
    : (document.querySelector(`meta[name="${SITE_META[key]}"]`)?.getAttribute("content") ?? "");

/** A customer-service contact as a link: an e-mail address or a phone number. */
export const contactHref = (contact: string) => (contact.includes("@") ? `mailto:${contact}` : `tel:${contact.replace(/[\s-]/g, "")}`);
