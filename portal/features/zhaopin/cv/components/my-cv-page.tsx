import "./my-cv.css";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CV_MISSING, JOB_STATUS_LABEL, SEX_LABEL, UNSET } from "@/api/contract/zhaopin";
import type { CvEducation, CvIntention, CvView, CvWork } from "@/api/contract/zhaopin-cv";
import { Avatar } from "@/portal/components/avatar";
import { openModal } from "@/portal/components/modal/modal-store";
import { type CvRowKind, type CvRowOf, useCvRows } from "../cv-rows";
import { CV_KEYS } from "../keys";
import { useMyCv } from "../my-cv";
import { askCreateCv, PublicCvSwitch } from "../public-cv-switch";
import { BaseInfoForm } from "./base-info-form";
import { BlockedCompanies } from "./blocked-companies";
import { ContactReveals } from "./contact-reveals";
import { CvAttachmentCard } from "./cv-attachment";
import { CvCertificates } from "./cv-certificates";
import { openCvPhotoDialog } from "./cv-photo-upload";
import { DescriptionForm } from "./description-form";
import { ROW_KINDS } from "./row-fields";
import { RowListForm } from "./row-list-form";

const openBaseInfo = (cv: CvView) =>
  openModal({
    title: cv.id ? "编辑基本信息" : "创建简历 · 基本信息",
    size: "md",
    content: (close) => <BaseInfoForm cv={cv} onDone={close} />,
  });

/** A list's pop-up; a new row starts from what the base info already says (education, city), not asked again. */
const openRows = <K extends CvRowKind>(kind: K, rows: CvRowOf[K][], cv: CvView) =>
  openModal({
    title: `编辑${ROW_KINDS[kind].title}`,
    size: "lg",
    content: (close) => (
      <RowListForm
        kind={kind}
        rows={rows}
        prefill={cv.id ? { education: cv.education, province: cv.province, city: cv.city } : undefined}
        onDone={close}
      />
    ),
  });

/** What the CV page's completeness shows: the CheckPublicCV texts, worked out from what is on the page. */
function missingOf(cv: CvView, works: CvWork[], intentions: CvIntention[], educations: CvEducation[]) {
  const missing: string[] = [];
  if (!cv.id || !cv.chineseName || !cv.education || cv.jobStatus === UNSET) missing.push(CV_MISSING.base);
  if (!works.length) missing.push(CV_MISSING.work);
  if (!intentions.length) missing.push(CV_MISSING.intention);
  if (!educations.length) missing.push(CV_MISSING.education);
  return missing;
}

const period = (start: string, end: string, open: string) => `${start} - ${end || open}`;

function Section({ title, action, onAction, children }: { title: string; action: string; onAction: () => void; children: ReactNode }) {
  return (
    <section className="card cv-section" aria-label={title}>
      <header className="cv-section__head">
        <h2 className="cv-section__title">{title}</h2>
        <button type="button" className="btn btn--text btn--sm" onClick={onAction} aria-label={`${action}${title}`}>
          {action}
        </button>
      </header>
      {children}
    </section>
  );
}

const Empty = ({ text }: { text: string }) => <p className="cv-section__empty">{text}</p>;

/** The person: photo, name, the facts HR reads first, and the base info pop-up. */
function CvHero({ cv }: { cv: CvView }) {
  const facts = [SEX_LABEL[cv.sex], cv.id ? `${cv.age}岁` : "", cv.education, cv.workYears, cv.workStyle].filter(Boolean);
  const photo = () => (cv.id ? openCvPhotoDialog() : askCreateCv().then((yes) => yes && openBaseInfo(cv)));
  return (
    <section className="card cv-hero" aria-label="基本信息">
      {/* The button lies over the portrait rather than holding it: its name then holds all the text it shows (axe). */}
      <div className="cv-hero__photo">
        <Avatar src={cv.photo} name={cv.chineseName} size={72} />
        <button type="button" className="cv-hero__photo-button" onClick={photo} aria-label="更换简历头像">
          <span className="cv-hero__photo-tip">更换</span>
        </button>
      </div>
      <div className="cv-hero__body">
        {cv.id ? (
          <>
            <h1 className="cv-hero__name">
              {cv.chineseName}
              {cv.jobStatus !== UNSET && <span className="cv-tag cv-tag--status">{JOB_STATUS_LABEL[cv.jobStatus]}</span>}
            </h1>
            <p className="cv-hero__facts">
              {facts.map((f) => (
                <span key={f} className="cv-hero__fact">
                  {f}
                </span>
              ))}
            </p>
            <p className="cv-hero__where">
              现居 {cv.province} {cv.city}
            </p>
          </>
        ) : (
          <>
            <h1 className="cv-hero__name">我的简历</h1>
            <p className="cv-hero__facts">您还没有在线简历，填写基本信息即可创建，投递职位更方便。</p>
          </>
        )}
      </div>
      <button
        type="button"
        className={`btn btn--sm ${cv.id ? "btn--ghost" : "btn--primary"} cv-hero__edit`}
        onClick={() => openBaseInfo(cv)}
      >
        {cv.id ? "编辑" : "创建简历"}
      </button>
    </section>
  );
}

/** /ZhaoPin/mycv/: the online CV as HR will read it, each part with its own pop-up, and whether it is public. */
type ItemRow = { id: number; title: string; side: string; meta: string };

/**
 * A list of the CV's rows: each one's title with what stands beside it (a period on the work and education
 * timelines, the salary of an intention) and a line under it; the invitation when there is none.
 */
function Items({ kind, rows, empty }: { kind: "timeline" | "intention"; rows: ItemRow[]; empty: string }) {
  if (!rows.length) return <Empty text={empty} />;
  const timeline = kind === "timeline";
  return (
    <ul className={timeline ? "cv-items cv-items--timeline" : "cv-items"}>
      {rows.map((r) => (
        <li key={r.id} className={timeline ? "cv-item" : "cv-item cv-item--intention"}>
          <p className="cv-item__title">
            {r.title}
            <span className={timeline ? "cv-item__when" : "cv-item__salary"}>{r.side}</span>
          </p>
          <p className="cv-item__meta">{r.meta}</p>
        </li>
      ))}
    </ul>
  );
}

export function MyCvPage() {
  const cv = useMyCv();
  const works = useCvRows("work");
  const educations = useCvRows("education");
  const intentions = useCvRows("intention");
  const queryClient = useQueryClient();
  const missing = missingOf(cv, works, intentions, educations);
  const done = 4 - missing.length;
  const describe = () =>
    cv.id
      ? openModal({ title: "个人优势", size: "md", content: (close) => <DescriptionForm cv={cv} onDone={close} /> })
      : askCreateCv().then((yes) => yes && openBaseInfo(cv));

  return (
    <div className="page container cv-page">
      <div className="cv-layout">
        <div className="cv-main">
          <CvHero cv={cv} />

          <Section title="个人优势" action={cv.description ? "编辑" : "添加"} onAction={describe}>
            {cv.description ? <p className="cv-desc">{cv.description}</p> : <Empty text="用几句话介绍您的优势，让HR更快了解您" />}
          </Section>

          <Section title="求职意向" action="编辑" onAction={() => openRows("intention", intentions, cv)}>
            <Items
              kind="intention"
              rows={intentions.map((i) => ({
                id: i.id,
                title: i.positionType,
                side: i.salaryRange,
                meta: `${i.province} ${i.city} · ${i.education}`,
              }))}
              empty="添加期望的职位、薪资和城市，为您推荐更合适的机会"
            />
          </Section>

          <Section title="工作经历" action="编辑" onAction={() => openRows("work", works, cv)}>
            <Items
              kind="timeline"
              rows={works.map((w) => ({
                id: w.id,
                title: w.companyName,
                side: period(w.startTime, w.endTime, "至今"),
                meta: [w.position, w.salary].filter(Boolean).join(" · "),
              }))}
              empty="添加工作经历，展示您的职业成长"
            />
          </Section>

          <Section title="教育经历" action="编辑" onAction={() => openRows("education", educations, cv)}>
            <Items
              kind="timeline"
              rows={educations.map((e) => ({
                id: e.id,
                title: e.university,
                side: period(e.startTime, e.endTime, "在读"),
                meta: `${e.major} · ${e.education}`,
              }))}
              empty="添加教育经历"
            />
          </Section>

          <CvCertificates />
        </div>

        <aside className="cv-side">
          <section className="card cv-side__card" aria-label="简历状态">
            <PublicCvSwitch
              onChanged={() => void queryClient.invalidateQueries({ queryKey: CV_KEYS.all })}
              onEdit={() => (cv.id ? undefined : openBaseInfo(cv))}
            />
            <div className="cv-progress">
              <p className="cv-progress__label">
                简历完整度 <strong>{done * 25}%</strong>
              </p>
              <div
                className="cv-progress__bar"
                role="progressbar"
                aria-label="简历完整度"
                aria-valuenow={done * 25}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ width: `${done * 25}%` }} />
              </div>
              {missing.length > 0 ? (
                <ul className="cv-progress__todo" aria-label="待完善">
                  {missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : (
                <p className="cv-progress__ok">简历已完善，可以公开和投递</p>
              )}
            </div>
          </section>
          <CvAttachmentCard hasCv={cv.id > 0} onCreateCv={() => void askCreateCv().then((yes) => yes && openBaseInfo(cv))} />
          <ContactReveals />
          <BlockedCompanies />
          <section className="card cv-side__card cv-side__tips" aria-label="小贴士">
            <h2 className="cv-side__title">小贴士</h2>
            <p>完整的简历更容易被HR关注；公开简历后，企业可以在人才库中看到它并向您发出面试邀请，您接受后对方才能看到您的手机号。</p>
            <p>隐藏简历后，只有您投递过的企业可以查看。</p>
          </section>
        </aside>
      </div>
    </div>
  );
}
