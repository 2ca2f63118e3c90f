import polyglotI18nProvider from "ra-i18n-polyglot";
import { zhCN } from "../i18n/zh-cn";

/** Chinese only; polyglot's zh plural rule has one form. */
const polyglot = polyglotI18nProvider(() => zhCN, "zh-CN", [{ locale: "zh-CN", name: "简体中文" }]);

/** The messages that name a resource's rows rather than its page ("暂无直播报名", not "暂无直播报名审核"). */
const ROW_MESSAGES = new Set(["ra.navigation.no_results", "ra.navigation.no_filtered_results", "ra.page.empty"]);
const resources = zhCN.resources as Record<string, { item?: string }>;

export const i18nProvider = {
  ...polyglot,
  translate(key: string, options?: Record<string, unknown>) {
    const item = ROW_MESSAGES.has(key) && typeof options?.resource === "string" ? resources[options.resource]?.item : undefined;
    return polyglot.translate(key, item ? { ...options, name: item } : options);
  },
};
