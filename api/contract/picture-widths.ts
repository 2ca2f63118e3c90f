/**
 * The widths the server also answers a stored still picture at (`/uploads/<key>?w=320`): a list card on a phone shows
 * a cover 136 to 343 CSS pixels wide, so the 640-wide demo cover is four times the pixels it needs there, and an
 * operator's photo (often 1920 wide) thirty times. Only these, so nobody can make the server keep a variant per number.
 */
export const PICTURE_WIDTHS = [320, 640] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
