import { useHelpTree } from "../help-tree";
import { HelpSearch } from "./help-search";
import { CateQuestions } from "./help-tree";

/** The FAQ home: the search box, then every category with its questions (the phone's list, the desktop's overview). */
export function HelpHome() {
  const tree = useHelpTree();
  return (
    <div className="help-home">
      <div className="help-home__hero">
        <h1 className="help-home__title">您好，有什么可以帮您？</h1>
        <HelpSearch />
      </div>
      {tree.length ? (
        <div className="help-home__cates">
          {tree.map((cate) => (
            <section key={cate.id} className="help-home__cate card">
              <h2 className="help-home__name">{cate.name}</h2>
              <CateQuestions cate={cate} current={null} />
            </section>
          ))}
        </div>
      ) : (
        <p className="help-empty">暂无帮助内容</p>
      )}
    </div>
  );
}
