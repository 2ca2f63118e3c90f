import "./pagination.css";
import { pageNumbers } from "./page-numbers";

type Props = {
  current: number;
  total: number;
  onChange: (page: number) => void;
};

/** Desktop pager: 上一页, up to 10 numbers with ellipsis, 下一页. Hidden when there is one page or none. */
export function Pagination({ current, total, onChange }: Props) {
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label="分页">
      <button type="button" className="pagination__item" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        上一页
      </button>
      {pageNumbers(current, total).map((item, i) =>
        item === "ellipsis" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap is static text with no identity but its place among the numbers.
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pagination__item"
            aria-current={item === current ? "page" : undefined}
            aria-label={`第 ${item} 页`}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="pagination__item" disabled={current >= total} onClick={() => onChange(current + 1)}>
        下一页
      </button>
    </nav>
  );
}
