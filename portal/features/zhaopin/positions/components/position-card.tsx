import type { ApplicationSource } from "@/api/contract/zhaopin";
import type { PositionItem } from "@/api/contract/zhaopin-positions";
import { AppLink } from "@/portal/components/app-link";

/** The company's logo, or its first character on a tinted square when it has none. */
export function CompanyLogo({ name, logo, className }: { name: string; logo: string; className: string }) {
  return logo ? (
    <img className={className} src={logo} alt="" loading="lazy" />
  ) : (
    <span className={`${className} zp-logo--blank`} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

/** The facts under a position's name: city, experience, education, work style. */
export const factsOf = (p: Pick<PositionItem, "city" | "workYears" | "education" | "workStyle">) =>
  [p.city, p.workYears === "不限" ? "经验不限" : p.workYears, p.education === "不限" ? "学历不限" : p.education, p.workStyle].filter(
    Boolean,
  );

/** A position's page, saying where the link was (`?from=`): an application sent from there records it (HR's 来源). */
export const positionHref = (id: number, from?: ApplicationSource) => `/ZhaoPin/Detail/${id}${from ? `?from=${from}` : ""}`;

/**
 * One position of a list: name and pay, its facts and tags, and the company (hidden on the company's own page);
 * `from`: which list it is in.
 */
export function PositionCard({
  position: p,
  showCompany = true,
  from,
}: {
  position: PositionItem;
  showCompany?: boolean;
  from?: ApplicationSource;
}) {
  return (
    <AppLink href={positionHref(p.id, from)} className="card zp-card">
      <span className="zp-card__top">
        <span className="zp-card__name">{p.name}</span>
        <span className="zp-salary">{p.salaryText}</span>
      </span>
      <span className="zp-facts">
        {factsOf(p).map((f) => (
          <span key={f}>{f}</span>
        ))}
      </span>
      {p.tags.length > 0 && (
        <span className="zp-tags">
          {p.tags.map((t) => (
            <span key={t} className="zp-tag">
              {t}
            </span>
          ))}
        </span>
      )}
      {showCompany && (
        <span className="zp-card__company">
          <CompanyLogo name={p.companyName} logo={p.companyLogo} className="zp-logo zp-logo--sm" />
          {p.companyName}
        </span>
      )}
    </AppLink>
  );
}
