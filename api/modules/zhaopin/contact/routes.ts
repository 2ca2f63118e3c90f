import { zhaopinGetMyContactRevealsCall } from "@/api/contract/zhaopin-contact";
import { loginCall } from "../../../protocol/call";
import { myContactReveals } from "./service";

/** 谁获取了我的联系方式: the signed-in person's own list. */
export const zhaopinContactCalls = [
  loginCall(zhaopinGetMyContactRevealsCall, { handle: (_input, { deps, user }) => myContactReveals(deps.db, user.id) }),
];
