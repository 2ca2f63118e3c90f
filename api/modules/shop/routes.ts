import { jshopBuyProductCall, jshopExchangeCall, jshopProductCall, jshopProductListCall, SHOP_MSG } from "@/api/contract/shop";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { buyProduct, exchangePage, productDetail, productPage } from "./service";

/** The points shop (spec 001 sections 2, 3, 5, 7): the shelf for anyone, buying and the exchange record for the signed-in. */
export const shopCalls = [
  publicCall(jshopProductListCall, { handle: (input, { deps, user }) => productPage(deps.db, user?.id ?? null, input) }),
  publicCall(jshopProductCall, { handle: (input, { deps, user }) => productDetail(deps.db, user?.id ?? null, input.id) }),
  loginCall(jshopBuyProductCall, {
    handle: async (input, { deps, user }) => reply(await buyProduct(deps.db, user.id, input), SHOP_MSG.bought),
  }),
  loginCall(jshopExchangeCall, { handle: (input, { deps, user }) => exchangePage(deps.db, user.id, input) }),
];
