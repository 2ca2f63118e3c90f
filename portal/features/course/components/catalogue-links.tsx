import { AppLink } from "@/portal/components/app-link";

/** The other course catalogues, so each is reachable from the course center and back. */
const LINKS = [
  { href: "/Learning/List", label: "课程中心" },
  { href: "/MoocTraining/Certification", label: "认证课程" },
  { href: "/MoocTraining/Center3", label: "全部课程" },
  { href: "/Learning/Special", label: "专栏" },
  { href: "/Learning/List?isLive=1", label: "直播课程" },
] as const;
type Catalogue = Exclude<(typeof LINKS)[number]["href"], "/Learning/Special" | "/Learning/List?isLive=1">;

function CatalogueLinks({ current }: { current: Catalogue }) {
  return (
    <nav className="catalogue-links" aria-label="课程目录">
      {LINKS.filter((l) => l.href !== current).map((l) => (
        <AppLink key={l.href} className="catalogue-links__link" href={l.href}>
          {l.label}
        </AppLink>
      ))}
    </nav>
  );
}

/** A catalogue's heading, with the links to the others beside it. */
export function CatalogueHead({ title, current }: { title: string; current: Catalogue }) {
  return (
    <div className="course-center__head">
      <h1 className="course-center__title">{title}</h1>
      <CatalogueLinks current={current} />
    </div>
  );
}
