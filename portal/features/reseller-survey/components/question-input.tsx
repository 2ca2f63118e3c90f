import { useState } from "react";
import { chosenIds, fillFields, type SurveyQuestion } from "@/api/contract/reseller-survey";
import { toast } from "@/portal/components/toast/toast-store";
import { uploadSurveyFile } from "../survey";

type Props = { q: SurveyQuestion; val: string; error?: string; onChange: (val: string) => void };

/** One question's control by its type: radios (0), checkboxes (1), a text area (3), labelled fields (4), a file (5). */
export function QuestionInput({ q, val, error, onChange }: Props) {
  const name = `q${q.id}`;
  const invalid = error ? true : undefined;
  const described = error ? `${name}-error` : undefined;
  if (q.type === 0 || q.type === 1) {
    const chosen = chosenIds(val);
    const toggle = (id: number, on: boolean) =>
      onChange(
        q.type === 0
          ? String(id)
          : q.options
              .filter((o) => (o.id === id ? on : chosen.includes(o.id)))
              .map((o) => o.id)
              .join(","),
      );
    return (
      <div className="survey-q__choices" aria-describedby={described}>
        {q.options.map((o) => (
          <label key={o.id} className={`survey-q__choice${o.br ? " survey-q__choice--br" : ""}`}>
            <input
              type={q.type === 0 ? "radio" : "checkbox"}
              name={name}
              checked={chosen.includes(o.id)}
              aria-invalid={invalid}
              onChange={(e) => toggle(o.id, e.target.checked)}
            />
            <span>{o.title}</span>
          </label>
        ))}
      </div>
    );
  }
  if (q.type === 4) {
    const fields = fillFields(val) ?? [];
    const set = (i: number, text: string) => onChange(JSON.stringify(q.options.map((_, j) => (j === i ? text : (fields[j] ?? "")))));
    return (
      <div className="survey-q__fill">
        {q.options.map((o, i) => (
          <label key={o.id} className="survey-q__fill-field">
            <span>{o.title}</span>
            <input
              className="input"
              type={o.regx === "phone" ? "tel" : "text"}
              inputMode={o.regx === "phone" ? "numeric" : undefined}
              maxLength={100}
              value={fields[i] ?? ""}
              aria-invalid={invalid}
              aria-describedby={described}
              onChange={(e) => set(i, e.target.value.replace(/[\r\n]/g, ""))}
            />
          </label>
        ))}
      </div>
    );
  }
  if (q.type === 5) return <FileAnswer name={name} val={val} invalid={invalid} described={described} onChange={onChange} title={q.title} />;
  return (
    <textarea
      className="input survey-q__text"
      aria-label={q.title}
      rows={4}
      maxLength={2000}
      value={val}
      aria-invalid={invalid}
      aria-describedby={described}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type FileProps = { name: string; title: string; val: string; invalid?: true; described?: string; onChange: (val: string) => void };

/** A picture uploaded at once (checked by content on the server); the answer is its path. */
function FileAnswer({ name, title, val, invalid, described, onChange }: FileProps) {
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadSurveyFile(file));
    } catch (e) {
      toast((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="survey-q__file">
      <label className="btn btn--ghost">
        {busy ? "上传中…" : val ? "重新上传" : "选择图片"}
        <input
          className="visually-hidden"
          type="file"
          name={name}
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-label={title}
          aria-invalid={invalid}
          aria-describedby={described}
          disabled={busy}
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </label>
      {val && (
        <a href={val} target="_blank" rel="noreferrer" className="survey-q__thumb">
          <img src={val} alt="已上传的图片" />
          <span>已上传</span>
        </a>
      )}
    </div>
  );
}
