import "./lesson-talk.css";
import { type KeyboardEvent, useId, useState } from "react";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import type { StudyContext, StudyPanels } from "@/portal/lib/lesson-player";
import { NotePanel } from "./note-panel";
import { PublicNotes } from "./public-notes";
import { QuestionPanel } from "./question-panel";

type Tab = "notes" | "questions" | "public";
const LABELS: Record<Tab, string> = { notes: "笔记", questions: "问答", public: "公开笔记" };

/** Tabs under the player: 问答 and 公开笔记, with 笔记 first on a phone (on wider screens the notes sit beside the player). */
function TalkTabs({ ctx }: { ctx: StudyContext }) {
  const phone = useBreakpoint() === "phone";
  const tabs: Tab[] = phone ? ["notes", "questions", "public"] : ["questions", "public"];
  const [picked, setPicked] = useState<Tab>("questions");
  const current = tabs.includes(picked) ? picked : tabs[0]!;
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const next = tabs[(tabs.indexOf(current) + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length]!;
    setPicked(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <section className="talk-tabs" aria-label="问答与笔记">
      <div className="talk-tabs__list" role="tablist" onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t}
            id={`${id}-${t}`}
            type="button"
            role="tab"
            aria-selected={t === current}
            aria-controls={`${id}-${t}-panel`}
            tabIndex={t === current ? 0 : -1}
            className="talk-tabs__tab"
            onClick={() => setPicked(t)}
          >
            {LABELS[t]}
          </button>
        ))}
      </div>
      <div className="talk-tabs__panel" role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}`}>
        {current === "notes" ? <NotePanel ctx={ctx} /> : current === "questions" ? <QuestionPanel ctx={ctx} /> : <PublicNotes ctx={ctx} />}
      </div>
    </section>
  );
}

/** Beside the player on wider screens: 我的笔记 of the lesson. */
function NotesBeside({ ctx }: { ctx: StudyContext }) {
  if (useBreakpoint() === "phone") return null;
  return (
    <section className="talk-side" aria-labelledby="talk-side-head">
      <h2 className="talk-side__head" id="talk-side-head">
        我的笔记
      </h2>
      <NotePanel ctx={ctx} />
    </section>
  );
}

/** What the study page's route sets beside and under the player (docs/decisions/0054). */
export const lessonTalkPanels: StudyPanels = (ctx) => ({
  side: <NotesBeside ctx={ctx} />,
  below: <TalkTabs ctx={ctx} />,
});
