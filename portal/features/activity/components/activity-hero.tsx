import type { ReactNode } from "react";
import type { ActivityCard } from "@/api/contract/activity";
import { formatChinaTime } from "../format-time";

/** The top of an activity page: cover, title, times in China time, and any actions. */
export function ActivityHero({ activity, children }: { activity: ActivityCard; children?: ReactNode }) {
  return (
    <header className="card media-hero activity-hero">
      {activity.cover ? (
        <img className="media-hero__cover" src={activity.cover} alt="" />
      ) : (
        <div className="media-hero__cover activity-hero__cover--blank" aria-hidden="true">
          活动
        </div>
      )}
      <div className="media-hero__text">
        <h1>{activity.title}</h1>
        <p className="activity-hero__time">
          活动时间：
          <time dateTime={activity.startTime}>{formatChinaTime(activity.startTime)}</time> 至{" "}
          <time dateTime={activity.endTime}>{formatChinaTime(activity.endTime)}</time>
          <span className="activity-hero__zone">（北京时间）</span>
        </p>
        {children}
      </div>
    </header>
  );
}
