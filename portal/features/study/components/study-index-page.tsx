import "./study.css";
import { useRouter } from "@tanstack/react-router";
import { PACK_LIST_LABEL, PACK_LIST_TYPES, type PackListType } from "@/api/contract/study";
import { AppLink } from "@/portal/components/app-link";
import { useCurrentUser } from "@/portal/lib/current-user";
import { usePackList, useSelfPacks } from "../pack-list";
import { PackGrid } from "./pack-card";

const EMPTY: Record<PackListType, string> = {
  1: "暂无推荐学习包",
  2: "暂无分享的学习包",
  3: "您还没有创建学习包，点击“创建学习包”开始吧",
  4: "您还没有加入学习包",
};

/** /study/index?type=: packs by tab (我创建的 and 我加入的 for a signed-in person), and those for the person's interests. */
export function StudyIndexPage({ type }: { type: PackListType }) {
  const router = useRouter();
  const user = useCurrentUser();
  const packs = usePackList(type);
  const forYou = useSelfPacks();
  const tabs = PACK_LIST_TYPES.filter((t) => user || t < 3);
  return (
    <div className="page container study">
      <header className="list-page__head list-page__head--center">
        <h1 className="list-page__title">学习包</h1>
        <AppLink href="/study/mypack" className="btn btn--primary">
          创建学习包
        </AppLink>
      </header>
      {forYou.length > 0 && (
        <section className="study-section" aria-labelledby="study-for-you">
          <h2 id="study-for-you" className="study-section__title">
            为你推荐
          </h2>
          <PackGrid packs={forYou.slice(0, 4)} label="为你推荐的学习包" empty="" />
        </section>
      )}
      <div className="study-tabs" role="tablist" aria-label="学习包分类">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === type}
            className="study-tabs__tab"
            onClick={() => void router.navigate({ href: t === 1 ? "/study/index" : `/study/index?type=${t}` })}
          >
            {PACK_LIST_LABEL[t]}
          </button>
        ))}
      </div>
      <PackGrid packs={packs} label={PACK_LIST_LABEL[type]} empty={EMPTY[type]} />
    </div>
  );
}
