import { SITE_META } from "@/api/contract/site-meta";

/** A setting the server wrote into the page (api/static.ts), '' when it is not configured. */
export const siteMeta = (key: keyof typeof SITE_META) =>
  document.querySelector(`meta[name="${SITE_META[key]}"]`)?.getAttribute("content") ?? "";

/** A customer-service contact as a link: an e-mail address or a phone number. */
export const contactHref = (contact: string) => (contact.includes("@") ? `mailto:${contact}` : `tel:${contact.replace(/[\s-]/g, "")}`);
