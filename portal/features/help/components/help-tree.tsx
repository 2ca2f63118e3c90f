import type { HelpCate } from "@/api/contract/help";
import { AppLink } from "@/portal/components/app-link";
import { useHelpTree } from "../help-tree";

const entryHref = (id: number) => `/Help/Center?id=${id}`;

/** One category's questions as links; the open one marked. */
export function CateQuestions({ cate, current }: { cate: HelpCate; current: number | null }) {
  return (
    <ul className="help-tree__list">
      {cate.list.map((q) => (
        <li key={q.id}>
          <AppLink href={entryHref(q.id)} className="help-tree__link" aria-current={q.id === current ? "page" : undefined}>
            {q.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The desktop's category tree beside the entry. */
export function HelpTree({ current }: { current: number | null }) {
  const tree = useHelpTree();
  return (
    <nav className="help-tree card" aria-label="帮助分类">
      <AppLink href="/Help/Center" className="help-tree__home" aria-current={current === null ? "page" : undefined}>
        帮助中心首页
      </AppLink>
      {tree.map((cate) => (
        <section key={cate.id} className="help-tree__cate">
          <h2 className="help-tree__name">{cate.name}</h2>
          <CateQuestions cate={cate} current={current} />
        </section>
      ))}
    </nav>
  );
}
