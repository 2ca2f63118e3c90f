import { useState } from "react";
import type { PackDetail } from "@/api/contract/study";
import { toast } from "@/portal/components/toast/toast-store";
import { useDrawScore } from "../draw-score";

/**
 * The pack's reward. For a member, 领取积分: the points for finishing every course, once; 已领取 afterwards. A refusal
 * says 领取失败：{message} (spec 001 section 8). Others are told what joining and finishing earns.
 */
export function DrawScoreButton({ pack }: { pack: PackDetail }) {
  const [drawn, setDrawn] = useState(false);
  const draw = useDrawScore(pack.id, { onFail: (env) => toast(`领取失败：${env.msg}`, { tone: "error" }) });
  const done = drawn || pack.isDraw === 1;
  const onDraw = () =>
    draw.mutate(undefined, {
      onSuccess: (r) => {
        setDrawn(true);
        toast(`领取成功，获得${r.score}积分`, { tone: "success" });
      },
    });
  return (
    <section className="card pack-reward" aria-label="完成奖励">
      <p className="pack-reward__text">
        {pack.userPack ? "" : "加入并"}学完全部课程可领取 <strong>{pack.packScore}</strong> 积分
      </p>
      {pack.userPack && (
        <button type="button" className="btn btn--primary" disabled={done || draw.isPending} onClick={onDraw}>
          {done ? "已领取" : "领取积分"}
        </button>
      )}
    </section>
  );
}
