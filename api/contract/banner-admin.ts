import type { BannerPlace } from "./banner";

/** A page's slide as the back office lists and edits it. */
export type BannerRow = {
  id: number;
  place: BannerPlace;
  title: string;
  image: string;
  link: string;
  sort: number;
  published: boolean;
  startAt: string | null;
  endAt: string | null;
};
