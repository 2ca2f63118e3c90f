import "./credits.css";
import type { MyMedal } from "@/api/contract/my-credits";
import { toast } from "@/portal/components/toast/toast-store";
import { copyText } from "@/portal/lib/clipboard";
import { useMedals } from "../medals";
import { MyAreaHead } from "./my-area-head";

/** Spec 001 section 9: what each whereType counts. */
const WHERE_TYPE_TEXT: Record<number, string> = {
  1: "累计学习时长",
  2: "连续学习天数",
  3: "累计学习天数",
  4: "通过考试数",
  5: "课程评论数",
  6: "活动连续学习天数（每日学时达标）",
  7: "完成指定课程或直播",
};

/** A level's threshold as people read it: hours are number / 60 (spec 001 section 9). */
function goalOf(whereType: number, number: number) {
  switch (whereType) {
    case 1:
      return `累计学习 ${Math.round((number / 60) * 10) / 10} 小时`;
    case 2:
      return `连续学习 ${number} 天`;
    case 3:
      return `累计学习 ${number} 天`;
    case 4:
      return `通过 ${number} 场考试`;
    case 5:
      return `评论 ${number} 门课程`;
    case 6:
      return `连续 ${number} 天完成每日学时`;
    default:
      return `完成 ${number} 门指定课程或直播`;
  }
}

async function share(medal: MyMedal["medal"], level: number) {
  const text = `我在学习认证中心获得了「${medal.name}」第${level}级勋章 ${window.location.origin}/my/medal?id=${medal.id}`;
  if (await copyText(text)) toast("分享内容已复制", { tone: "success" });
  else toast("复制失败，请手动复制", { tone: "error" });
}

function MedalCard({ item }: { item: MyMedal }) {
  const { medal } = item;
  return (
    <article className="card medal" aria-label={medal.name}>
      <header className="medal__head">
        <h2 className="medal__name">{medal.name}</h2>
        <span className="medal__type">{WHERE_TYPE_TEXT[medal.whereType] ?? ""}</span>
      </header>
      {medal.memo ? <p className="medal__memo">{medal.memo}</p> : null}
      <ul className="medal__levels">
        {item.list.map((l) => {
          const earned = l.userId > 0;
          const icon = earned ? l.iconLighten || l.icon : l.icon;
          return (
            <li key={l.id} className={`medal__level ${earned ? "medal__level--earned" : ""}`}>
              <span className="medal__icon">{icon ? <img src={icon} alt="" /> : <span aria-hidden="true">{l.level}</span>}</span>
              <strong>第{l.level}级</strong>
              <span className="medal__goal">{goalOf(medal.whereType, l.number)}</span>
              <span className={`medal__state ${earned ? "medal__state--earned" : ""}`}>{earned ? "已获得" : "未获得"}</span>
              {earned && item.isShare ? (
                <button type="button" className="btn btn--sm btn--ghost" onClick={() => void share(medal, l.level)}>
                  分享
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** The medals page (spec 001 "Medals"): a level is earned when userId > 0; only earned levels may be shared. */
export function MedalsPage({ id }: { id: number }) {
  const { list } = useMedals(id);
  const earned = list.reduce((n, m) => n + m.list.filter((l) => l.userId > 0).length, 0);
  return (
    <div className="page container my-area">
      <MyAreaHead title="我的勋章" />
      <p className="my-area__lead">已获得 {earned} 枚勋章等级</p>
      {list.length ? (
        <div className="medals">
          {list.map((m) => (
            <MedalCard key={m.medal.id} item={m} />
          ))}
        </div>
      ) : (
        <p className="card list-page__empty">暂无勋章</p>
      )}
    </div>
  );
}
