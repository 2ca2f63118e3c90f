import { beijingTime } from "@/api/contract/beijing-time";
import { certificatePrintPath } from "@/api/contract/certificate";
import type { Db } from "@/db/client";
import { sendLetter } from "../../letters/service";
import { claimExpiringCertificates } from "./queries";

/** The reminder letter goes out this long before a certificate lapses. */
const EXPIRY_NOTICE_MS = 30 * 24 * 3600_000;

/**
 * Writes a letter to each holder whose certificate lapses within 30 days. Each certificate is claimed by one
 * conditional UPDATE of reminded_at in the same transaction as its letter, so any number of processes running this
 * every minute send each reminder once. Answers how many letters went out.
 */
export async function sendExpiryReminders(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const claimed = await claimExpiringCertificates(tx, now, new Date(now.getTime() + EXPIRY_NOTICE_MS));
    for (const cert of claimed) {
      await sendLetter(tx, {
        userId: cert.userId,
        title: "证书即将到期",
        content: `您的「${cert.examName}」证书（编号 ${cert.number}）将于 ${beijingTime(cert.expiresAt!).slice(0, 10)} 到期，请及时参加复审考试以保持认证有效。`,
        link: certificatePrintPath(cert.number),
      });
    }
    return claimed.length;
  });
}
