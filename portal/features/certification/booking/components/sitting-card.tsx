import type { BookedSitting } from "@/api/contract/certification-booking";

/** The booked sitting and the way into the exam: this site's exam page (a path), or the provider's link. */
export function SittingCard({ examName, sitting }: { examName: string; sitting: BookedSitting }) {
  return (
    <section className="booking-sitting card" aria-label="已预约场次">
      <div className="booking-sitting__badge">已预约</div>
      <dl className="booking-sitting__facts">
        <div>
          <dt>考试</dt>
          <dd>{examName}</dd>
        </div>
        <div>
          <dt>场次</dt>
          <dd>{sitting.name}</dd>
        </div>
        <div>
          <dt>开始时间</dt>
          <dd>{sitting.starttime}（北京时间）</dd>
        </div>
      </dl>
      {sitting.url.startsWith("/") ? (
        // A document of its own: the exam page may use the camera (api/security-headers.ts).
        <a className="btn btn--primary btn--lg booking-sitting__enter" href={sitting.url}>
          进入考试
        </a>
      ) : sitting.url ? (
        <a className="btn btn--primary btn--lg booking-sitting__enter" href={sitting.url} target="_blank" rel="noopener noreferrer">
          进入考试
        </a>
      ) : (
        <p className="booking-sitting__hint">考试链接将在考试开始前公布，届时请回到本页进入考试。</p>
      )}
      <p className="booking-sitting__hint">请在开始时间前 15 分钟进入考试，并准备好本人有效证件。</p>
    </section>
  );
}
