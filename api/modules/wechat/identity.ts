import type { Conn } from "@/db/client";
import type { WechatProfile } from "../../providers/wechat";
import { peopleByIds } from "../account/people";
import { bindIdentity, identitiesOf } from "./queries";

/** What other features may read of WeChat identities: the openid a JSAPI payment is made with. */
export { bindIdentity, boundIdentity, unbindIdentity, wechatOpenId } from "./queries";

/**
 * The account a WeChat identity is bound to: by its openid under this app, or by its unionid (the same person
 * through another of our apps), which then binds this app's openid too. Null when it is bound to none.
 */
export async function accountOf(conn: Conn, p: WechatProfile) {
  const identities = await identitiesOf(conn, p);
  const people = await peopleByIds(
    conn,
    identities.map((r) => r.userId),
  );
  const rows = identities.flatMap((r) => {
    const person = people.get(r.userId);
    return person ? [{ ...r, mobile: person.mobile }] : [];
  });
  const own = rows.find((r) => r.appId === p.appId && r.openId === p.openId) ?? rows[0];
  if (!own) return null;
  if (own.appId !== p.appId) await bindIdentity(conn, own.userId, p);
  return own;
}
