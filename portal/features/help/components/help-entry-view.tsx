import { AppLink } from "@/portal/components/app-link";
import { answerBlocks } from "../answer-blocks";
import { useHelpEntry } from "../help-entry";
import { HelpVote } from "./help-vote";

type Props = { id: number; signedIn: boolean; onLogin: () => void };

/** One entry: its question, its answer, and the vote. */
export function HelpEntryView({ id, signedIn, onLogin }: Props) {
  const entry = useHelpEntry(id);
  return (
    <article className="help-entry card">
      <nav className="help-entry__crumbs" aria-label="位置">
        <AppLink href="/Help/Center">帮助中心</AppLink>
        <span aria-hidden="true"> / </span>
        <span>{entry.cateName}</span>
      </nav>
      <h1 className="help-entry__title">{entry.title}</h1>
      <p className="help-entry__date">更新时间：{entry.updateDate.slice(0, 10)}</p>
      <div className="help-entry__answer">
        {answerBlocks(entry.contents).map((b, i) =>
          b.kind === "p" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text blocks of the answer, never reordered.
            <p key={i}>{b.text}</p>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text blocks of the answer, never reordered.
            <ul key={i}>
              {b.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list items, never reordered.
                <li key={j}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
      <HelpVote qid={entry.id} vid={entry.vid} signedIn={signedIn} onLogin={onLogin} />
    </article>
  );
}
