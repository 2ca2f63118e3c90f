import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { PackItem } from "@/api/contract/study";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { addCourseToPack, fetchMyPacks } from "../add-to-pack";

/** The person's packs to pick from; picking one adds the course (a refusal, e.g. already in it, shows for 2 s). */
function openPackPicker(queryClient: QueryClient, packs: PackItem[], strId: string) {
  const modal = openModal({
    title: "加入学习包",
    size: "sm",
    content: () => (
      <ul className="pack-picker" aria-label="我创建的学习包">
        {packs.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="pack-picker__item"
              onClick={() =>
                addCourseToPack(queryClient, p.id, strId, { onFail: (env) => toast(env.msg, { tone: "error", ms: 2000 }) }).then(
                  () => {
                    modal.close();
                    toast(`已加入学习包“${p.title}”`, { tone: "success" });
                  },
                  () => {},
                )
              }
            >
              <strong>{p.title}</strong>
              <span>{p.courseNum}门课程</span>
            </button>
          </li>
        ))}
      </ul>
    ),
  });
}

/** 加入学习包: adds the course to one of the person's packs, or offers to create one when they have none. */
export function AddToPackButton({ strId }: { strId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    const packs = await fetchMyPacks().catch(() => null);
    setPending(false);
    if (!packs) return;
    if (packs.length) return openPackPicker(queryClient, packs, strId);
    if (await confirmModal("您还没有学习包，现在去创建一个吗？", { okText: "去创建" })) void router.navigate({ href: "/study/mypack" });
  };
  return (
    <button type="button" className="btn btn--ghost btn--lg" disabled={pending} onClick={() => void start()}>
      加入学习包
    </button>
  );
}
