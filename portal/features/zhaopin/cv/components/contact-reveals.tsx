import { useMyContactReveals } from "../contact-reveals";

/** 谁获取了我的联系方式: each company that got my mobile, how (a CV I sent, an invitation I accepted) and when. */
export function ContactReveals() {
  const { data: list, isPending } = useMyContactReveals();
  return (
    <section className="card cv-side__card" aria-label="谁获取了我的联系方式">
      <h2 className="cv-side__title">谁获取了我的联系方式</h2>
      {isPending ? (
        <p className="cv-reveals__empty">加载中…</p>
      ) : !list?.length ? (
        <p className="cv-reveals__empty">还没有企业获取您的手机号。投递简历或接受面试邀请后，对应企业可以查看。</p>
      ) : (
        <ul className="cv-reveals">
          {list.map((r) => (
            <li key={`${r.companyName}-${r.how}`} className="cv-reveals__item">
              <span className="cv-reveals__company">{r.companyName}</span>
              <span className="cv-reveals__meta">
                {r.howText} · {r.at}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
