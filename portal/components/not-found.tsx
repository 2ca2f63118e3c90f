import { AppLink } from "./app-link";
import { PageHead } from "./page-head";

/** The 404 page, inside the site frame. */
export function NotFound() {
  return (
    <div className="page-state page-state--tall container">
      <PageHead title="页面不存在" />
      <p className="page-state__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-state__title">页面不存在</h1>
      <p className="page-state__text">您访问的页面不存在、已被移除或暂未开放，请检查网址是否正确。</p>
      <div className="page-state__actions">
        <AppLink href="/home/index" className="btn btn--primary">
          返回首页
        </AppLink>
        <button type="button" className="btn btn--ghost" onClick={() => window.history.back()}>
          返回上一页
        </button>
      </div>
    </div>
  );
}
