import "./exams.css";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import { OUTLINES } from "../outlines";

/** /certification/outline/{kaoShiId}: an outline published with the portal, printable (or saved as PDF). */
export function OutlinePage({ kaoShiId }: { kaoShiId: string }) {
  const outline = OUTLINES[kaoShiId];
  if (!outline) {
    return (
      <div className="page container outline-page">
        <p className="outline-page__missing">考试大纲{EXAM_MSG.noOutline}</p>
      </div>
    );
  }
  return (
    <article className="page container outline-page card">
      <header className="outline-page__head">
        <h1>{outline.title}</h1>
        <button type="button" className="btn btn--ghost btn--sm outline-page__print" onClick={() => window.print()}>
          打印 / 保存为 PDF
        </button>
      </header>
      <p className="outline-page__intro">{outline.intro}</p>
      {outline.sections.map((s) => (
        <section key={s.heading} className="outline-page__section">
          <h2>
            {s.heading}
            <span className="outline-page__weight">{s.weight}</span>
          </h2>
          <ul>
            {s.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
