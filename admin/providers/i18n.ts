import polyglotI18nProvider from "ra-i18n-polyglot";
import { zhCN } from "../i18n/zh-cn";

/** Chinese only; polyglot's zh plural rule has one form. */
export const i18nProvider = polyglotI18nProvider(() => zhCN, "zh-CN", [{ locale: "zh-CN", name: "简体中文" }]);
