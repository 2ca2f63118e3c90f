import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { markUseful, QUESTION_KEYS } from "../questions";

type Props = { target: "question" | "answer"; targetId: number; useful: number; marked: number; mine: number };

/** 有用 (count): once a person, pressed again to take it back; one's own text shows the count only. */
export function UsefulButton({ target, targetId, useful, marked, mine }: Props) {
  const queryClient = useQueryClient();
  const [state, setState] = useState({ useful, marked });
  const [busy, setBusy] = useState(false);
  if (mine) return <span className="useful useful--mine">有用 {state.useful}</span>;
  return (
    <button
      type="button"
      className="useful"
      aria-pressed={state.marked === 1}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          setState(await markUseful(target, targetId, state.marked ? 0 : 1));
          void queryClient.invalidateQueries({ queryKey: QUESTION_KEYS.all });
        } finally {
          setBusy(false);
        }
      }}
    >
      有用 {state.useful}
    </button>
  );
}
