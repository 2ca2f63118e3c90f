import "./reviews.css";
import { useId } from "react";
import { type PackDetail, ReplyFormSchema, STUDY_MSG } from "@/api/contract/study";
import { ReviewFields } from "@/portal/components/review/review-fields";
import { Stars } from "@/portal/components/review/stars";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { useAddReply } from "../add-reply";
import { usePackReplies } from "../pack-detail";

type Values = { score: number; content: string };

/** 写评价: stars and a text, checked with the call's own schema; the server's refusal shows above the button. */
function ReplyForm({ packId }: { packId: number }) {
  const id = useId();
  const addReply = useAddReply(packId);
  const form = useSchemaForm({ schema: ReplyFormSchema, defaultValues: { score: 0, content: "" } as Values });
  const submit = form.onSubmit(async (input) => {
    await addReply(input, { onFail: (env) => form.serverError(env, { fields: ["score", "content"] }) });
    toast(STUDY_MSG.submitted, { tone: "success" });
  });
  return (
    <form className="pack-reply-form" onSubmit={submit} noValidate aria-label="评价学习包">
      <ReviewFields form={form} id={id} maxLength={200} placeholder="说说这个学习包对你的帮助" />
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
                <time dateTime={r.createdAt}>{r.createdAt.slice(0, 10)}</time>
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
