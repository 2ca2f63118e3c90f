import "./reviews.css";
import { useId } from "react";
import { beijingDate } from "@/api/contract/beijing-time";
import { type PackDetail, ReplyFormSchema, STUDY_MSG } from "@/api/contract/study";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useAddReply } from "../add-reply";
import { usePackReplies } from "../pack-detail";
import { StarPicker, Stars } from "./star-picker";

type Values = { score: number; content: string };

/** 写评价: stars and a text, checked with the call's own schema; the server's refusal shows above the button. */
function ReplyForm({ packId }: { packId: number }) {
  const id = useId();
  const addReply = useAddReply(packId);
  const form = useSchemaForm({ schema: ReplyFormSchema, defaultValues: { score: 0, content: "" } as Values });
  const score = form.watch("score");
  const submit = form.onSubmit(async (input) => {
    await addReply(input, { onFail: (env) => form.serverError(env, { fields: ["score", "content"] }) });
    toast(STUDY_MSG.submitted, { tone: "success" });
  });
  const contentError = form.errorOf("content");
  const scoreError = form.errorOf("score");
  const formError = form.errorOf(FORM_ERROR);
  return (
    <form className="pack-reply-form" onSubmit={submit} noValidate aria-label="评价学习包">
      <StarPicker name={`${id}-score`} value={score} onChange={(n) => form.change("score", n)} />
      {scoreError && (
        <p className="field__error" role="alert">
          {scoreError}
        </p>
      )}
      <Field id={`${id}-content`} label="评价内容" error={contentError}>
        <textarea
          className="input pack-reply-form__text"
          rows={3}
          maxLength={200}
          placeholder="说说这个学习包对你的帮助"
          {...invalidProps(`${id}-content`, contentError)}
          {...form.field("content")}
        />
      </Field>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.submitting}>
        {form.submitting ? "提交中…" : "发表评价"}
      </button>
    </form>
  );
}

/** Members' reviews of the pack (the user-pack authorization) and the member's own form, 已评价 once sent. */
export function PackReviews({ pack }: { pack: PackDetail }) {
  const replies = usePackReplies(pack.id);
  const replied = pack.userPack?.replied === true;
  return (
    <section className="card study-panel" aria-labelledby="pack-reviews-title">
      <h2 id="pack-reviews-title" className="study-panel__title">
        学员评价{pack.replyNum > 0 && `（${pack.replyScore}分）`}
      </h2>
      {replied ? <p className="pack-replied">已评价</p> : <ReplyForm packId={pack.id} />}
      {replies.data?.length ? (
        <ul className="pack-replies" aria-label="评价列表">
          {replies.data.map((r) => (
            <li key={r.id} className="pack-reply">
              <p className="pack-reply__head">
                <strong>{r.userName || "学员"}</strong>
                <Stars score={r.score} />
                <time dateTime={r.createdAt}>{beijingDate(new Date(r.createdAt))}</time>
              </p>
              <p className="pack-reply__text">{r.content}</p>
            </li>
          ))}
        </ul>
      ) : (
        replies.isSuccess && <p className="card-grid-empty">还没有评价</p>
      )}
    </section>
  );
}
