import { type JoinSource, type PackDetail, STUDY_MSG } from "@/api/contract/study";
import { AppLink } from "@/portal/components/app-link";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { myPackHref } from "../address";
import { useJoinPack, useLeavePack } from "../membership";

/** finishNum of courseNum as a bar. */
function PackProgress({ done, total }: { done: number; total: number }) {
  const percent = total ? Math.round((100 * done) / total) : 0;
  return (
    <div className="pack-progress">
      <div
        className="pack-progress__bar"
        role="progressbar"
        aria-label="学习进度"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`已学完${done}门，共${total}门`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="pack-progress__text">
        已学完 {done}/{total}
      </span>
    </div>
  );
}

/** The pack's head: cover, title, creator, what is in it, the caller's progress and join / leave (or the creator's links). */
export function PackHero({ pack, share }: { pack: PackDetail; share: { shareUserId: number; source: JoinSource } }) {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const join = useJoinPack(pack.id);
  const leave = useLeavePack(pack.id);
  const onJoin = () => {
    if (!user) return openLogin();
    join.mutate(share, { onSuccess: () => toast(STUDY_MSG.joined, { tone: "success" }) });
  };
  const onLeave = async () => {
    if (!(await confirmModal(`确定退出学习包“${pack.title}”吗？`, { okText: "退出" }))) return;
    leave.mutate(undefined, { onSuccess: () => toast(STUDY_MSG.left, { tone: "success" }) });
  };
  return (
    <section className="card pack-hero">
      <div className="pack-hero__cover">{pack.cover ? <img src={pack.cover} alt="" /> : <span aria-hidden="true">学习包</span>}</div>
      <div className="pack-hero__main">
        <h1 className="pack-hero__title">{pack.title}</h1>
        <p className="pack-hero__facts">
          <span>创建者：{pack.creatorName || "匿名"}</span>
          <span>{pack.courseNum}门课程</span>
          <span>{pack.joinNum}人加入</span>
          {pack.replyNum > 0 && (
            <span>
              {pack.replyScore}分 · {pack.replyNum}条评价
            </span>
          )}
        </p>
        {pack.memo && <p className="pack-hero__memo">{pack.memo}</p>}
        {pack.deleted && <p className="pack-hero__notice">创建者已删除该学习包，您仍可继续学习其中的课程</p>}
        {(pack.userPack || pack.isCreator) && <PackProgress done={pack.finishNum} total={pack.courseNum} />}
        <div className="pack-hero__actions">
          {pack.isCreator ? (
            <>
              <AppLink href={myPackHref(pack.id)} className="btn btn--primary">
                编辑
              </AppLink>
              <AppLink href={`${myPackHref(pack.id)}#pack-courses`} className="btn btn--ghost">
                管理课程
              </AppLink>
            </>
          ) : pack.userPack ? (
            <button type="button" className="btn btn--ghost" disabled={leave.isPending} onClick={() => void onLeave()}>
              退出学习包
            </button>
          ) : (
            !pack.deleted && (
              <button type="button" className="btn btn--primary btn--lg" disabled={join.isPending} onClick={onJoin}>
                加入学习包
              </button>
            )
          )}
        </div>
      </div>
    </section>
  );
}
