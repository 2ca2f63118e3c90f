import { wechatAuthorizeHref } from "@/api/contract/wechat-login";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { inWechat } from "@/portal/lib/wechat-browser";
import { useWechatBinding, useWechatUnbind } from "../wechat-binding";

const RELOAD_AFTER_UNBIND_MS = 2000;

/** The profile's 微信 row: the bound WeChat with 解除绑定 (Common/WxUnbind), or 绑定微信 through WeChat's authorize step. */
export function WechatBindingRow({ backTo }: { backTo: string }) {
  const { data } = useWechatBinding();
  const unbind = useWechatUnbind();
  if (!data?.enabled || (data.where === "wechat" && !inWechat() && !data.bound)) return null;

  const askUnbind = async () => {
    if (
      !(await confirmModal(`解除绑定后，将不能再用微信「${data.bound?.nickname}」登录此账号。确定解除绑定吗？`, { title: "解除微信绑定" }))
    )
      return;
    // A refusal is the api's toast.
    unbind.mutate(undefined, {
      onSuccess: () => {
        toast("解绑成功", { tone: "success" });
        setTimeout(() => window.location.reload(), RELOAD_AFTER_UNBIND_MS);
      },
    });
  };

  return (
    <div className="profile-edit__mobile">
      <span className="profile-edit__label">微信</span>
      {data.bound ? (
        <>
          <strong>已绑定「{data.bound.nickname}」</strong>
          <button
            type="button"
            className="btn btn--light btn--sm"
            disabled={unbind.isPending || unbind.isSuccess}
            onClick={() => void askUnbind()}
          >
            解除绑定
          </button>
        </>
      ) : (
        <>
          <strong>未绑定</strong>
          <a className="btn btn--light btn--sm" href={wechatAuthorizeHref(backTo)}>
            绑定微信
          </a>
        </>
      )}
    </div>
  );
}
