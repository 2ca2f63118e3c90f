import { PICTURE_WIDTHS } from "@/api/contract/picture-widths";

/** A still the site stores (not a GIF, not another site's picture): the server answers it at PICTURE_WIDTHS too. */
const STORED_STILL = /^\/uploads\/[^?#]+\.(?:jpg|png|webp)$/;

/**
 * The `src` and `srcSet` of a picture shown smaller than it may have been uploaded: one the site stores comes at 320 or
 * 640 pixels, whichever the place it is shown in (`sizes`) needs; anything else as it is.
 */
export function sizedPicture(src: string) {
  if (!STORED_STILL.test(src)) return { src };
  return { src: `${src}?w=${PICTURE_WIDTHS.at(-1)}`, srcSet: PICTURE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(", ") };
}

/** How wide a card shows its cover, by the portal's breakpoints (749 px phone, 1024 px tablet), measured at 375, 768 and 1280. */
export const COVER_SIZES = {
  /** Beside the text on phones, a grid card above: the live session and course cards. */
  row: "(max-width: 749px) 136px, (max-width: 1024px) 348px, 271px",
  /** Full width on phones, a grid card above: exams, the content library, specials. */
  wide: "(max-width: 749px) calc(100vw - 34px), 370px",
  /** Two to a row on phones: the shop, learning packs. */
  half: "(max-width: 749px) 50vw, 350px",
} as const;

/** A card's cover, loaded when it nears the screen, at the width the card shows it. */
export function CoverImage({ src, sizes, className }: { src: string; sizes: string; className?: string }) {
  return <img className={className} {...sizedPicture(src)} sizes={sizes} alt="" loading="lazy" />;
}
