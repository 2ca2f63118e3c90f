import { AppLink } from "@/portal/components/app-link";

/** The heading of a my-area list, with the way back to 个人中心 and across to the other list (and 我的笔记 from my courses). */
export function MyListHead({ title }: { title: "我的课程" | "参加的培训" }) {
  const other = title === "我的课程" ? { href: "/my/trainingattend", text: "参加的培训" } : { href: "/my/mycourse", text: "我的课程" };
  return (
    <div className="list-page__head">
      <h1 className="list-page__title">{title}</h1>
      <nav className="list-page__links" aria-label="个人中心">
        <AppLink href="/my/index">个人中心</AppLink>
        <AppLink href={other.href}>{other.text}</AppLink>
        {title === "我的课程" && <AppLink href="/my/mynote">我的笔记</AppLink>}
      </nav>
    </div>
  );
}
