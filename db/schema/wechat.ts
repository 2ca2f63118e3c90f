import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";

/**
 * A WeChat identity bound to one account (spec 000 common/wxlogin, common/wxphonelogin, 1502; spec 001
 * Common/WxUnbind; docs/decisions/0038). The openid is per official account (app id); the unionid, when WeChat gives
 * one, is the same person across our apps. One identity binds one account, and one account one identity per app.
 * JSAPI payments read the payer's openid here.
 */
export const wechatIdentities = pgTable(
  "wechat_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text("app_id").notNull(),
    openId: text("open_id").notNull(),
    unionId: text("union_id"),
    nickname: text("nickname").notNull().default(""),
    headImgUrl: text("head_img_url").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wechat_identities_open_uq").on(t.appId, t.openId),
    uniqueIndex("wechat_identities_user_uq").on(t.userId, t.appId),
    index("wechat_identities_union_idx").on(t.unionId),
  ],
);

/**
 * The official account's access_token and jsapi_ticket (WeChat JS-SDK share cards), kept until shortly before they
 * expire: WeChat limits how often they may be fetched, and a new access_token retires the old one, so every server
 * process reads the same row instead of fetching its own.
 */
export const wechatTokens = pgTable("wechat_tokens", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
