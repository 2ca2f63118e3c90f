import "./study.css";
import "./my-pack.css";
import { useRouter } from "@tanstack/react-router";
import { type PackDetail, STUDY_MSG } from "@/api/contract/study";
import { AppLink } from "@/portal/components/app-link";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { packHref } from "../address";
import { useDeletePack } from "../delete-pack";
import { usePack } from "../pack-detail";
import { CourseSearchPanel } from "./course-search-panel";
import { PackFormCard } from "./pack-form";
import { PackItems } from "./pack-items";

const NEW_PACK = { title: "", memo: "", treelist: [] as number[] };

function DeleteButton({ pack }: { pack: PackDetail }) {
  const router = useRouter();
  const del = useDeletePack(pack.id);
  const ask = async () => {
    if (!(await confirmModal(`确定删除学习包“${pack.title}”吗？已加入的学员仍可继续学习其中的课程。`, { okText: "删除" }))) return;
    del.mutate(undefined, {
      onSuccess: () => {
        toast(STUDY_MSG.deleted, { tone: "success" });
        void router.navigate({ href: "/study/index?type=3", replace: true });
      },
    });
  };
  return (
    <button type="button" className="btn btn--ghost btn--sm pack-delete" disabled={del.isPending} onClick={() => void ask()}>
      删除学习包
    </button>
  );
}

function EditPack({ packId }: { packId: number }) {
  const pack = usePack(packId);
  if (!pack.isCreator)
    return (
      <div className="page-state list-empty">
        <p className="list-empty__text">{STUDY_MSG.notCreator}</p>
      </div>
    );
  return (
    <>
      <header className="list-page__head list-page__head--center">
        <h1 className="list-page__title">管理学习包</h1>
        <div className="list-page__side">
          <AppLink href={packHref(pack)} className="btn btn--ghost btn--sm">
            查看学习包
          </AppLink>
          <DeleteButton pack={pack} />
        </div>
      </header>
      <PackFormCard packId={pack.id} initial={{ title: pack.title, memo: pack.memo, treelist: pack.treelist }} />
      <PackItems packId={pack.id} items={pack.courseList} />
      <CourseSearchPanel packId={pack.id} />
    </>
  );
}

/** /study/mypack: a new pack's form; /study/mypack?id=: its creator's form, courses, order and course search. */
export function MyPackPage({ packId }: { packId: number }) {
  return (
    <div className="page container study study--narrow">
      {packId ? (
        <EditPack packId={packId} />
      ) : (
        <>
          <header className="list-page__head list-page__head--center">
            <h1 className="list-page__title">创建学习包</h1>
          </header>
          <PackFormCard packId={0} initial={NEW_PACK} />
        </>
      )}
    </div>
  );
}
