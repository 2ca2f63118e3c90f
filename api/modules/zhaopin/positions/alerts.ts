import { filterText } from "@/api/contract/zhaopin-positions";
import type { Db } from "@/db/client";
import { sendLetter } from "../../letters/service";
import { claimAlert, dueAlerts, markAlertChecked, newMatches } from "./queries";
import { positionPath } from "./search";
import { normalizedFilter } from "./service";

const DAY_MS = 24 * 3600_000;
/**
 * Positions are looked for up to this long ago, not up to now: one published by a transaction still committing is
 * seen by the next run instead of falling between two.
 */
const SETTLE_MS = 60_000;
/** Alerts looked at per run (oldest first); the rest wait for the next minute. */
const BATCH = 200;
/** Positions a letter names; more are counted. */
const LETTER_ITEMS = 10;

/** The list's address for a filter: the letter's link opens the list as the alert filters it. */
function listLink(f: ReturnType<typeof normalizedFilter>) {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries(f)) {
    const text = Array.isArray(val) ? val.join(",") : val;
    if (text) q.set(k, text);
  }
  const s = q.toString();
  return s ? `/ZhaoPin/?${s}` : "/ZhaoPin/";
}

/**
 * The job alerts' letters (run by the minute jobs): each alert whose last letter is a day old (or that never sent
 * one) and that has listed positions matching its filter published since it last checked gets one letter naming
 * them; the others, checked, go behind the rest (the oldest checked come first, so a large set takes turns). The letter is written in the transaction of the conditional UPDATE that claims it, so several processes
 * running this every minute send it once. Answers how many letters went out.
 */
export async function sendJobAlerts(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const upTo = new Date(now.getTime() - SETTLE_MS);
  let sent = 0;
  for (const alert of await dueAlerts(db, dayAgo, BATCH)) {
    const filters = normalizedFilter(alert.filters);
    const found = await newMatches(db, filters, alert.checkedAt, upTo, LETTER_ITEMS + 1);
    if (found.length === 0) {
      await markAlertChecked(db, alert.id, upTo);
      continue;
    }
    const shown = found.slice(0, LETTER_ITEMS);
    const more = found.length > LETTER_ITEMS ? `\n……更多职位请查看职位列表。` : "";
    const lines = shown.map((p) => `· ${p.name}（${p.companyName}，${p.city}）${positionPath(p.id)}`).join("\n");
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimAlert(tx, alert.id, dayAgo, upTo, now))) return false;
      await sendLetter(tx, {
        userId: alert.userId,
        title: "您订阅的职位有新机会",
        content: `您订阅的「${filterText(filters)}」有新发布的职位：\n${lines}${more}`,
        link: listLink(filters),
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
