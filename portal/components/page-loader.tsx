/** Shown while a page's data loads. */
export function PageLoader() {
  return (
    <div className="page-state" role="status" aria-live="polite">
      <div className="spinner" />
      <span className="visually-hidden">加载中</span>
    </div>
  );
}
