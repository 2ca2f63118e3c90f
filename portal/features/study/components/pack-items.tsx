import { useState } from "react";
import { type PackCourse, STUDY_MSG } from "@/api/contract/study";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { useRemoveCourse } from "../remove-course";
import { useSortCourses } from "../sort-courses";
import { COURSE_TYPE_LABEL, CourseCover } from "./pack-courses";
import { useDragOrder } from "./use-drag-order";

/** 管理排序: drag a row by its handle (mouse, finger or pen), or focus the handle and press ↑ / ↓, or 上移 / 下移; then 保存排序. */
function OrderList({ packId, items, onDone }: { packId: number; items: PackCourse[]; onDone: () => void }) {
  const drag = useDragOrder(items);
  const sort = useSortCourses(packId);
  const save = () =>
    sort.mutate(
      drag.order.map((x) => x.id),
      {
        onSuccess: () => {
          toast(STUDY_MSG.sorted, { tone: "success" });
          onDone();
        },
      },
    );
  const last = drag.order.length - 1;
  return (
    <>
      <p className="field__hint" id="pack-order-hint">
        按住左侧手柄上下拖动，或选中手柄后按 ↑ ↓ 键调整顺序
      </p>
      <ol className="pack-courses pack-courses--order" aria-label="调整课程顺序">
        {drag.order.map((item, i) => (
          <li
            key={item.id}
            className={`pack-course${drag.dragging === item.id ? " pack-course--dragging" : ""}`}
            {...drag.rowProps(item.id)}
          >
            <button
              type="button"
              className="pack-handle"
              aria-label={`拖动排序：${item.title}，第${i + 1}位`}
              aria-describedby="pack-order-hint"
              {...drag.handleProps(item.id)}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <span className="pack-course__body">
              <span className="pack-course__title">
                <span className={`pack-type pack-type--${item.courseType}`}>{COURSE_TYPE_LABEL[item.courseType]}</span>
                {item.title}
              </span>
            </span>
            <span className="pack-course__moves">
              <button
                type="button"
                className="btn btn--text btn--sm"
                disabled={i === 0}
                onClick={() => drag.move(item.id, i - 1)}
                aria-label={`上移：${item.title}`}
              >
                上移
              </button>
              <button
                type="button"
                className="btn btn--text btn--sm"
                disabled={i === last}
                onClick={() => drag.move(item.id, i + 1)}
                aria-label={`下移：${item.title}`}
              >
                下移
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {drag.said}
      </p>
      <div className="pack-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          取消
        </button>
        <button type="button" className="btn btn--primary" disabled={sort.isPending} onClick={save}>
          保存排序
        </button>
      </div>
    </>
  );
}

function ItemRow({ packId, item }: { packId: number; item: PackCourse }) {
  const remove = useRemoveCourse(packId);
  const ask = async () => {
    if (!(await confirmModal(`确定把“${item.title}”移出学习包吗？`, { okText: "移除" }))) return;
    remove.mutate(item, { onSuccess: () => toast(STUDY_MSG.removed, { tone: "success" }) });
  };
  return (
    <li className="pack-course">
      <CourseCover item={item} />
      <span className="pack-course__body">
        <span className="pack-course__title">
          <span className={`pack-type pack-type--${item.courseType}`}>{COURSE_TYPE_LABEL[item.courseType]}</span>
          {item.title}
        </span>
      </span>
      <button
        type="button"
        className="btn btn--text btn--sm"
        disabled={remove.isPending}
        onClick={() => void ask()}
        aria-label={`移除：${item.title}`}
      >
        移除
      </button>
    </li>
  );
}

/** The pack's courses for its creator: remove one, or switch to ordering them. */
export function PackItems({ packId, items }: { packId: number; items: PackCourse[] }) {
  const [ordering, setOrdering] = useState(false);
  return (
    <section className="card study-panel" id="pack-courses" aria-labelledby="pack-items-title">
      <div className="study-panel__head">
        <h2 id="pack-items-title" className="study-panel__title">
          学习包课程（{items.length}）
        </h2>
        {!ordering && items.length > 1 && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOrdering(true)}>
            管理排序
          </button>
        )}
      </div>
      {ordering ? (
        <OrderList packId={packId} items={items} onDone={() => setOrdering(false)} />
      ) : items.length ? (
        <ol className="pack-courses" aria-label="学习包课程">
          {items.map((c) => (
            <ItemRow key={c.id} packId={packId} item={c} />
          ))}
        </ol>
      ) : (
        <p className="card-grid-empty">还没有课程，从下方搜索添加吧</p>
      )}
    </section>
  );
}
