import { QA_VOTE, THANKS_MSG } from "@/api/contract/help";
import { useAddQAVote } from "../add-qa-vote";

type Props = { qid: number; vid: number; signedIn: boolean; onLogin: () => void };

/** 以上内容是否对您有帮助: one vote per person; a visitor is asked to log in first. */
export function HelpVote({ qid, vid, signedIn, onLogin }: Props) {
  const vote = useAddQAVote(qid);
  const choose = (v: number) => (signedIn ? vote.mutate(v) : onLogin());
  const button = (v: number, label: string) => (
    <button
      type="button"
      className={`btn btn--sm help-vote__btn${vid === v ? " is-chosen" : ""}`}
      aria-pressed={vid === v}
      disabled={vid !== 0 || vote.isPending}
      onClick={() => choose(v)}
    >
      {label}
    </button>
  );
  return (
    <div className="help-vote">
      <span className="help-vote__ask">{vid ? THANKS_MSG : "以上内容是否对您有帮助？"}</span>
      <span className="help-vote__btns">
        {button(QA_VOTE.helpful, "有帮助")}
        {button(QA_VOTE.unhelpful, "没帮助")}
      </span>
    </div>
  );
}
