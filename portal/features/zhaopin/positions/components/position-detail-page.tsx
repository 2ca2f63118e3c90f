import "./zhaopin.css";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { ApplicationSource } from "@/api/contract/zhaopin";
import { AppLink } from "@/portal/components/app-link";
import { useCurrentUser } from "@/portal/lib/current-user";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useCollectPosition } from "../collect-position";
import { usePosition } from "../position";
import { sharePosition } from "../share-position";
import { JobPostingLd } from "./job-posting-ld";
import { CompanyLogo, factsOf } from "./position-card";
import { startSendCv } from "./send-cv-dialog";

/**
 * /ZhaoPin/Detail/{id}: the position, its company, the favourite toggle, 分享 and 投递简历 (spec 001 sections 2 and 4);
 * `from` (the address's ?from=) goes with the CV sent from here.
 */
export function PositionDetailPage({ id, from }: { id: number; from?: ApplicationSource }) {
  const router = useRouter();
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const detail = usePosition(id);
  const { position: p, company, applied } = detail;
  // The favourite toggles 0 / 1 here at once (spec 001 section 4), then the call confirms it.
  const [isCollect, setCollect] = useState(detail.isCollect);
  useEffect(() => setCollect(detail.isCollect), [detail.isCollect]);
  const collect = useCollectPosition(p.id);
  const go = (href: string) => void router.navigate({ href });
  const sent = applied !== null && applied.stage !== "withdrawn";

  const toggleCollect = () => {
    if (!user) return openLogin();
    const before = isCollect;
    setCollect(before ? 0 : 1);
    collect.mutate(p.companyId, { onSuccess: (r) => setCollect(r.isCollect), onError: () => setCollect(before) });
  };
  const send = () => (user ? startSendCv(detail, go, from) : openLogin());

  return (
    <div className="page container zp">
      <JobPostingLd detail={detail} />
      <nav className="zp-crumbs" aria-label="位置">
        <AppLink href="/ZhaoPin/">招聘职位</AppLink> / <span>{p.name}</span>
      </nav>
      <article className="card zp-detail">
        <div className="zp-detail__main">
          <h1 className="zp-detail__title">{p.name}</h1>
          <p className="zp-salary zp-detail__salary">{p.salaryText}</p>
          <p className="zp-facts">
            {factsOf(p).map((f) => (
              <span key={f}>{f}</span>
            ))}
            {p.headcount > 0 && <span>招{p.headcount}人</span>}
          </p>
          {p.tags.length > 0 && (
            <p className="zp-tags">
              {p.tags.map((t) => (
                <span key={t} className="zp-tag">
                  {t}
                </span>
              ))}
            </p>
          )}
          {p.preferredCertificates.length > 0 && (
            <p className="zp-preferred">
              <span className="zp-preferred__label">持证优先</span>
              {p.preferredCertificates.map((name) => (
                <span key={name} className="zp-tag zp-tag--certificate">
                  {name}
                </span>
              ))}
            </p>
          )}
          <p className="zp-detail__dates">
            {p.publishedAt && <span>发布于 {p.publishedAt.slice(0, 10)}</span>}
            {p.expiresAt && <span>截止 {p.expiresAt.slice(0, 10)}</span>}
          </p>
        </div>
        <div className="zp-detail__actions">
          <button
            type="button"
            className="btn btn--ghost zp-collect"
            aria-pressed={isCollect === 1}
            disabled={collect.isPending}
            onClick={toggleCollect}
          >
            {isCollect ? "已收藏" : "收藏"}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void sharePosition(p.id)}>
            分享
          </button>
          {!p.open ? (
            <button type="button" className="btn btn--primary btn--lg" disabled>
              已停止招聘
            </button>
          ) : sent ? (
            <button type="button" className="btn btn--primary btn--lg" disabled>
              已投递
            </button>
          ) : (
            <button type="button" className="btn btn--primary btn--lg" onClick={send}>
              {applied?.stage === "withdrawn" ? "重新投递" : "投递简历"}
            </button>
          )}
          {sent && (
            <p className="zp-detail__stage">
              当前状态：<strong>{applied.stageText}</strong>
            </p>
          )}
        </div>
      </article>
      <div className="zp-detail__body">
        <section className="card zp-section">
          <h2>职位描述</h2>
          <p className="zp-text">{p.description}</p>
          {p.address && (
            <>
              <h2>工作地址</h2>
              <p className="zp-text">
                {p.province} {p.address}
              </p>
            </>
          )}
        </section>
        <aside className="card zp-section zp-company-card" aria-label="公司信息">
          <AppLink href={`/ZhaoPin/Company?id=${company.id}`} className="zp-company-card__head">
            <CompanyLogo name={company.companyName} logo={company.logo} className="zp-logo" />
            <span className="zp-company-card__name">{company.companyName}</span>
          </AppLink>
          <p className="zp-facts">
            {[company.industry, company.size, company.city].filter(Boolean).map((f) => (
              <span key={f}>{f}</span>
            ))}
          </p>
          {company.introduction && <p className="zp-text zp-company-card__intro">{company.introduction}</p>}
          <AppLink href={`/ZhaoPin/Company?id=${company.id}`} className="btn btn--ghost btn--sm">
            查看全部职位
          </AppLink>
        </aside>
      </div>
    </div>
  );
}
