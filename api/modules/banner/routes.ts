import { commonGetBannersCall } from "@/api/contract/banner";
import { publicCall } from "../../protocol/call";
import { showingBanners } from "./queries";

/** The operators' slides above the home page, the catalogue pages and the certification index (spec 001 sections 2 and 9). */
export const bannerCalls = [publicCall(commonGetBannersCall, { handle: (input, { deps }) => showingBanners(deps.db, input.place) })];
