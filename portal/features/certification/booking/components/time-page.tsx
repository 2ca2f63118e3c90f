import "./booking.css";
import { useState } from "react";
import type { Booking } from "@/api/contract/certification-booking";
import { AppLink } from "@/portal/components/app-link";
import { useExamStatus } from "../exam-status";
import { SittingCard } from "./sitting-card";
import { SittingPicker } from "./sitting-picker";

/**
 * /certification/time?examid=: an approved candidate picks a date and a sitting and gets the exam link; a booked
 * one sees the sitting and may change it before it starts; anyone else is sent back to the status page.
 */
export function TimePage({ examId }: { examId: number }) {
  const { data: state } = useExamStatus(examId);
  const [booked, setBooked] = useState<Booking | null>(null);
  const [changing, setChanging] = useState(false);
  const shown = booked?.session ?? (state.status === "booked" && !changing ? state.session : null);
  const bookable = state.status === "approved" || state.status === "booked";

  return (
    <div className="page container booking-page">
      <header className="booking-head">
        <p className="booking-status__exam">{state.examName}</p>
        <h1 className="booking-head__title">{booked ? "考试预约成功" : shown ? "已预约考试场次" : "选择考试时间"}</h1>
      </header>
      {!bookable ? (
        <section className="booking-status card">
          <h2 className="booking-status__title">{state.statusText}</h2>
          <p className="booking-status__text">报名审核通过后才能预约考试场次。</p>
          <AppLink className="btn btn--primary" href={`/certification/waitaudit?examid=${examId}`}>
            查看报名状态
          </AppLink>
        </section>
      ) : shown ? (
        <>
          <SittingCard examName={state.examName} sitting={shown} />
          <button
            type="button"
            className="link-button booking-change"
            onClick={() => {
              setBooked(null);
              setChanging(true);
            }}
          >
            更换场次
          </button>
        </>
      ) : (
        <SittingPicker
          examId={examId}
          heldId={state.session?.id ?? 0}
          change={changing || state.status === "booked"}
          onBooked={(b) => {
            setBooked(b);
            setChanging(false);
          }}
          onCancel={changing ? () => setChanging(false) : undefined}
        />
      )}
    </div>
  );
}
