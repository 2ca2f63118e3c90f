import * as v from "valibot";
import { flag, int, link, requiredText, time } from "./admin-form";
import { defineCall } from "./call";

/** Where an operator's banner shows: the home page, the learning catalogue pages, the certification index. */
export const BANNER_PLACES = ["home", "catalogue", "certification"] as const;
export type BannerPlace = (typeof BANNER_PLACES)[number];

/** How the back office names each place. */
export const BANNER_PLACE_LABELS: Record<BannerPlace, string> = { home: "首页", catalogue: "课程目录", certification: "认证首页" };

const PlaceSchema = v.picklist(BANNER_PLACES, "展示位置无效");

/** A slide as the portal shows it: the image, its title (the image's alt text) and where a click goes ('' for nowhere). */
export type Banner = { id: number; title: string; image: string; link: string };

/** What an operator writes (back office `banners`); without dates a banner shows for as long as it is published. */
export const BannerFormSchema = v.pipe(
  v.object({
    place: PlaceSchema,
    title: requiredText(50, "请输入标题", "标题不能超过50个字"),
    image: v.pipe(link("图片地址"), v.nonEmpty("请上传图片")),
    link: link("链接"),
    sort: v.nullish(int(0, 9999, "排序须为0-9999的整数"), 0),
    published: flag("请选择是否发布"),
    startAt: v.nullish(time("请选择开始时间"), null),
    endAt: v.nullish(time("请选择结束时间"), null),
  }),
  v.forward(
    v.check((b) => !b.startAt || !b.endAt || b.endAt.getTime() > b.startAt.getTime(), "结束时间须晚于开始时间"),
    ["endAt"],
  ),
);

/** common/GetBanners {place}: the published banners of a page, within their dates, in the operator's order. */
export const commonGetBannersCall = defineCall({ path: "common/GetBanners", input: v.object({ place: PlaceSchema }) }).returns<Banner[]>();
