import { useEffect, useState } from "react";
import { beijingInstant, countdownParts } from "../beijing-time";

/** 距开始: days, hours and minutes to the start (UTC+8), ticking while the page is open. */
export function StartCountdown({ startTime }: { startTime: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const { days, hours, minutes } = countdownParts(beijingInstant(startTime), now);
  return (
    <p className="training-countdown" role="timer" aria-label="距开始">
      距开始还有
      <strong>{days}</strong>天<strong>{hours}</strong>小时<strong>{minutes}</strong>分钟
    </p>
  );
}
