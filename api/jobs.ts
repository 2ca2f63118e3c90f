import type { Database } from "@/db/client";
import type { Deps } from "./deps";
import { claimTick, minuteOf } from "./job-ticks";
import { sendExpiryReminders } from "./modules/certification/certificates/reminders";
import { deleteOldSnapshots, endOverdueAttempts } from "./modules/certification/online/timeouts";
import { deleteOldCheckPhotos } from "./modules/certification/registration/photo-cleanup";
import { issueMissingCompletionCertificates } from "./modules/course/completion-certificates";
import { sweepExpiredPoints } from "./modules/points/service";
import { sendStartReminders } from "./modules/training/reminders";
import { sendInterviewReminders } from "./modules/zhaopin/interviews/reminders";
import { sendJobAlerts } from "./modules/zhaopin/positions/alerts";
import { unindexExpiredPositions } from "./modules/zhaopin/positions/search";
import { pruneExpired } from "./protocol/housekeeping";

type MinuteJob = { name: string; failed: string; run: (deps: Deps, database: Database) => Promise<unknown> };

const MINUTE_JOBS: MinuteJob[] = [
  { name: "replay-prune", failed: "清理重放记录失败", run: (deps) => deps.replay.prune() },
  { name: "prune-expired", failed: "清理过期数据失败", run: (_, database) => pruneExpired(database.db) },
  { name: "start-reminders", failed: "发送开课提醒失败", run: (deps, database) => sendStartReminders(database.db, deps.sms) },
  { name: "expiry-reminders", failed: "发送证书到期提醒失败", run: (_, database) => sendExpiryReminders(database.db) },
  { name: "course-certificates", failed: "颁发结业证书失败", run: (_, database) => issueMissingCompletionCertificates(database.db) },
  { name: "check-photos", failed: "清理考试拍照失败", run: (deps, database) => deleteOldCheckPhotos(database.db, deps.storage) },
  { name: "online-timeouts", failed: "在线考试自动交卷失败", run: (deps, database) => endOverdueAttempts(database.db, deps.sms) },
  { name: "exam-snapshots", failed: "清理考试抓拍失败", run: (deps, database) => deleteOldSnapshots(database.db, deps.storage) },
  { name: "expired-points", failed: "清理过期积分失败", run: (_, database) => sweepExpiredPoints(database.db) },
  { name: "interview-reminders", failed: "发送面试提醒失败", run: (deps, database) => sendInterviewReminders(database.db, deps.sms) },
  { name: "job-alerts", failed: "发送职位订阅失败", run: (_, database) => sendJobAlerts(database.db) },
  { name: "unindex-positions", failed: "清理过期职位索引失败", run: (_, database) => unindexExpiredPositions(database.db) },
];

/**
 * The minute jobs. Every server process ticks once a minute, and each job's tick for that minute is claimed by one
 * of them (job_ticks), so with WORKERS=n the work is done once, not n times. Returns the stop function.
 */
export function startMinuteJobs(deps: Deps, database: Database) {
  const timer = setInterval(() => {
    const minute = minuteOf(new Date());
    for (const job of MINUTE_JOBS) {
      claimTick(database.db, job.name, minute)
        .then((claimed) => (claimed ? job.run(deps, database) : undefined))
        .catch((e) => console.error(job.failed, e));
    }
  }, 60_000);
  const stopSms = startSmsDelivery(deps);
  return () => {
    clearInterval(timer);
    stopSms();
  };
}

/** How often a gateway driver hands queued texts over; a code is also handed over as soon as it is made. */
const SMS_DELIVERY_MS = 2_000;

/** For a gateway SMS driver: delivers what notices, reminders and letters queued (docs/decisions/0039). */
function startSmsDelivery(deps: Deps) {
  const { deliver } = deps.sms;
  if (!deliver) return () => {};
  const timer = setInterval(() => {
    deliver.call(deps.sms, deps.db).catch((e) => console.error("短信投递失败", e));
  }, SMS_DELIVERY_MS);
  return () => clearInterval(timer);
}
