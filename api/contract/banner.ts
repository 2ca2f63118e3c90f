/** Where an operator's banner shows: the home page, the learning catalogue pages, the certification index. */
export const BANNER_PLACES = ["home", "catalogue", "certification"] as const;
export type BannerPlace = (typeof BANNER_PLACES)[number];
