import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { CourseDetail } from "@/api/contract/course";
import { AppLink } from "@/portal/components/app-link";
import { toast } from "@/portal/components/toast/toast-store";
import { collectCourse } from "../collect";
import { getCourseDetailQueryOptions } from "../course-detail";
import { studyHref, studyLabel } from "../study-href";
import { AddToPackButton } from "./add-to-pack-button";

/**
 * 开始学习 / 继续学习 / 已学完 · 再学一遍, leading to the study page (whose loader sends a visitor to log in and back),
 * 收藏 / 已收藏 and 加入学习包 (a visitor's 1503 goes to the login page).
 */
export function CourseActions({ detail }: { detail: CourseDetail }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const collected = detail.me?.collected === 1;
  const toggle = async () => {
    setPending(true);
    try {
      await collectCourse(detail.strId, collected ? 0 : 1);
      toast(collected ? "已取消收藏" : "已收藏", { tone: "success" });
      await queryClient.invalidateQueries({ queryKey: getCourseDetailQueryOptions(detail.strId).queryKey });
    } catch {
      // The failure's message is already a toast (or the login page).
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="course-actions">
      <AppLink className="btn btn--primary btn--lg" href={studyHref(detail.strId, detail.title)}>
        {studyLabel(detail.me)}
      </AppLink>
      <button type="button" className="btn btn--ghost btn--lg" aria-pressed={collected} disabled={pending} onClick={() => void toggle()}>
        {collected ? "已收藏" : "收藏"}
      </button>
      <AddToPackButton strId={detail.strId} />
    </div>
  );
}
