import { erased, type Holding } from "@/api/personal-data";
import { deleteIdentitiesOf, personsIdentities } from "./queries";

/** WeChat bindings (openid, nickname, avatar): on closing they go, so that WeChat signs in as a new person. */
export const wechatHoldings: Holding[] = [
  {
    key: "wechat",
    tables: ["wechat_identities"],
    export: personsIdentities,
    close: erased(deleteIdentitiesOf),
  },
];
