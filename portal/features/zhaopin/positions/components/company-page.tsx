import "./zhaopin.css";
import { AppLink } from "@/portal/components/app-link";
import { useCompanyPositions } from "../company-positions";
import { MoreList } from "./more-list";
import { CompanyLogo, PositionCard } from "./position-card";

/** /ZhaoPin/Company?id=: the company's profile and its open positions. */
export function CompanyPage({ id }: { id: number }) {
  const query = useCompanyPositions(id);
  const first = query.data.pages[0]!;
  const { company } = first;
  return (
    <div className="page container zp">
      <nav className="zp-crumbs" aria-label="位置">
        <AppLink href="/ZhaoPin/">招聘职位</AppLink> / <span>{company.companyName}</span>
      </nav>
      <section className="card zp-company" aria-label="公司简介">
        <CompanyLogo name={company.companyName} logo={company.logo} className="zp-logo zp-logo--lg" />
        <div>
          <h1 className="zp-company__name">{company.companyName}</h1>
          <p className="zp-facts">
            {[company.industry, company.size, [company.province, company.city].filter((x, i, a) => x && a.indexOf(x) === i).join(" ")]
              .filter(Boolean)
              .map((f) => (
                <span key={f}>{f}</span>
              ))}
          </p>
          {company.introduction && <p className="zp-text">{company.introduction}</p>}
        </div>
      </section>
      <h2 className="zp-subtitle">在招职位（{first.pager.totalRecord}）</h2>
      <MoreList query={query}>
        {(list) =>
          list.length ? (
            <ul className="zp-list" aria-label="在招职位">
              {list.map((p) => (
                <li key={p.id}>
                  <PositionCard position={p} showCompany={false} from="company" />
                </li>
              ))}
            </ul>
          ) : (
            <div className="page-state list-empty">
              <p className="list-empty__text">该公司暂无在招职位</p>
            </div>
          )
        }
      </MoreList>
    </div>
  );
}
