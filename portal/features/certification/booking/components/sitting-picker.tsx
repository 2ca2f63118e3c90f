import { useState } from "react";
import { type Booking, BookSessionSchema } from "@/api/contract/certification-booking";
import { toast } from "@/portal/components/toast/toast-store";
import { validateForm } from "@/portal/lib/form";
import { useBookSitting } from "../book-sitting";
import { useDaySittings } from "../day-sittings";
import { dateLabel, pickerDates, useSittingDates } from "../sitting-dates";

type Props = {
  examId: number;
  /** The sitting held now, when changing a booking (0 otherwise): shown, not offered. */
  heldId: number;
  change: boolean;
  onBooked: (booking: Booking) => void;
  /** Offered while changing a booking: back to the booked sitting. */
  onCancel?: () => void;
};

function DateChoices({ examId, date, onPick }: { examId: number; date: string; onPick: (date: string) => void }) {
  const dates = pickerDates(useSittingDates(examId));
  if (!dates.length) return <p className="booking-empty">暂无可预约的考试日期，请稍后再来查看。</p>;
  return (
    <fieldset className="booking-dates" aria-label="考试日期">
      {dates.map(({ date: d, full }) => {
        const { day, weekday } = dateLabel(d);
        return (
          <button
            key={d}
            type="button"
            className="booking-choice booking-date"
            aria-pressed={d === date}
            disabled={full}
            title={d}
            onClick={() => onPick(d)}
          >
            <span className="booking-choice__main">{day}</span>
            <span className="booking-choice__sub">{weekday}</span>
            <span className={full ? "booking-choice__tag booking-choice__tag--full" : "booking-choice__tag"}>
              {full ? "已满" : "可预约"}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

type SittingChoicesProps = { examId: number; date: string; id: number; heldId: number; onPick: (id: number) => void };

function SittingChoices({ examId, date, id, heldId, onPick }: SittingChoicesProps) {
  const { data, isPending, isError } = useDaySittings(examId, date);
  if (!date) return <p className="booking-empty">请先选择考试日期</p>;
  if (isPending) return <p className="booking-empty">加载中…</p>;
  if (isError || !data.length) return <p className="booking-empty">该日期暂无可预约的场次</p>;
  return (
    <fieldset className="booking-sittings" aria-label="考试场次">
      {data.map((s) => {
        const tag = s.id === heldId ? "当前预约" : s.left > 0 ? `剩余 ${s.left} 个座位` : "已满";
        return (
          <button
            key={s.id}
            type="button"
            className="booking-choice booking-sitting-choice"
            aria-pressed={s.id === id}
            disabled={s.left <= 0 || s.id === heldId}
            onClick={() => onPick(s.id)}
          >
            <span className="booking-choice__main">{s.starttime.slice(11)}</span>
            <span className="booking-choice__sub">{s.name}</span>
            <span className={s.left > 0 && s.id !== heldId ? "booking-choice__tag" : "booking-choice__tag booking-choice__tag--full"}>
              {tag}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * Date, then sitting, then 确认预约 (spec 001 section 5: both required, '请完善页面信息再进行下一步操作' otherwise,
 * checked with the call's own schema). `change` moves an existing booking.
 */
export function SittingPicker({ examId, heldId, change, onBooked, onCancel }: Props) {
  const [date, setDate] = useState("");
  const [id, setId] = useState(0);
  const [error, setError] = useState("");
  const book = useBookSitting(examId, (booking) => {
    toast(change ? "场次已更换" : "预约成功", { tone: "success" });
    onBooked(booking);
  });

  const submit = () => {
    const checked = validateForm(BookSessionSchema, { starttime: date, id, examid: examId, change: change ? 1 : 0 });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0] ?? "");
      return;
    }
    setError("");
    book.mutate(checked.output);
  };

  return (
    <div className="booking-picker card">
      <section className="booking-picker__step">
        <h2 className="booking-picker__title">
          <span className="booking-picker__num">1</span>选择考试日期
        </h2>
        <DateChoices
          examId={examId}
          date={date}
          onPick={(d) => {
            setDate(d);
            setId(0);
            setError("");
          }}
        />
      </section>
      <section className="booking-picker__step">
        <h2 className="booking-picker__title">
          <span className="booking-picker__num">2</span>选择考试场次<small>（北京时间）</small>
        </h2>
        <SittingChoices
          examId={examId}
          date={date}
          id={id}
          heldId={heldId}
          onPick={(s) => {
            setId(s);
            setError("");
          }}
        />
      </section>
      <div className="booking-picker__actions">
        {error && (
          <p className="field__error booking-picker__error" role="alert">
            {error}
          </p>
        )}
        <div className="booking-picker__buttons">
          {onCancel && (
            <button type="button" className="btn btn--ghost btn--lg" onClick={onCancel}>
              取消更换
            </button>
          )}
          <button type="button" className="btn btn--primary btn--lg booking-picker__submit" disabled={book.isPending} onClick={submit}>
            {book.isPending ? "提交中…" : change ? "确认更换" : "确认预约"}
          </button>
        </div>
      </div>
    </div>
  );
}
