import { AppLink } from "@/portal/components/app-link";

const PAGES = [
  { href: "/my/cercontinue", text: "我的学分" },
  { href: "/my/medal", text: "我的勋章" },
  { href: "/my/radar", text: "能力雷达" },
  { href: "/my/specialexam", text: "专项考试" },
] as const;

/** The heading of the credits, medals, radar and special exams pages, with the way back and across. */
export function MyAreaHead({ title }: { title: (typeof PAGES)[number]["text"] }) {
  return (
    <div className="list-page__head">
      <h1 className="list-page__title">{title}</h1>
      <nav className="list-page__links" aria-label="个人中心">
        <AppLink href="/my/index">个人中心</AppLink>
        {PAGES.filter((p) => p.text !== title).map((p) => (
          <AppLink key={p.href} href={p.href}>
            {p.text}
          </AppLink>
        ))}
      </nav>
    </div>
  );
}
