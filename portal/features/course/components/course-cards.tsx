import type { CourseItem } from "@/api/contract/course";
import { CourseCard } from "./course-card";

type Props = { list: (CourseItem & { isLearned?: 0 | 1 })[]; filtered: boolean; onClear: () => void };

/** A catalogue's course grid, or why it is empty (with 清除筛选 when filters emptied it). */
export function CourseCards({ list, filtered, onClear }: Props) {
  if (!list.length)
    return (
      <div className="page-state center-empty">
        <p>{filtered ? "没有符合条件的课程，换个条件试试" : "暂无课程"}</p>
        {filtered && (
          <button type="button" className="btn btn--primary" onClick={onClear}>
            清除筛选
          </button>
        )}
      </div>
    );
  return (
    <ul className="card-grid center-grid" aria-label="课程列表">
      {list.map((item) => (
        <li key={item.strId}>
          <CourseCard item={item} />
        </li>
      ))}
    </ul>
  );
}
