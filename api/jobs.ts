import type { Database } from "@/db/client";
import type { Deps } from "./deps";
import { sendExpiryReminders } from "./modules/certification/certificates/reminders";
import { deleteOldCheckPhotos } from "./modules/certification/registration/photo-cleanup";
import { sweepExpiredPoints } from "./modules/points/service";
import { sendStartReminders } from "./modules/training/reminders";
import { sendJobAlerts } from "./modules/zhaopin/positions/alerts";
import { unindexExpiredPositions } from "./modules/zhaopin/positions/search";
import { pruneExpired } from "./protocol/housekeeping";

/**
 * The minute jobs. Every process runs them: the deletes are idempotent and each reminder is claimed by one
 * conditional UPDATE, so several processes doing them send nothing twice. Returns the stop function.
 */
export function startMinuteJobs(deps: Deps, database: Database) {
  const timer = setInterval(() => {
    deps.replay.prune().catch((e) => console.error("清理重放记录失败", e));
    pruneExpired(database.db).catch((e) => console.error("清理过期数据失败", e));
    sendStartReminders(database.db, deps.sms).catch((e) => console.error("发送开课提醒失败", e));
    sendExpiryReminders(database.db).catch((e) => console.error("发送证书到期提醒失败", e));
    deleteOldCheckPhotos(database.db, deps.storage).catch((e) => console.error("清理考试拍照失败", e));
    sweepExpiredPoints(database.db).catch((e) => console.error("清理过期积分失败", e));
    sendJobAlerts(database.db).catch((e) => console.error("发送职位订阅失败", e));
    unindexExpiredPositions(database.db).catch((e) => console.error("清理过期职位索引失败", e));
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
