import { useEffect, useState } from "react";
import { countdownParts } from "../beijing-time";

/**
 * 距开始: days, hours and minutes to the start, ticking while the page is open. The start text is read in
 * UTC+`offsetHours` (8 on the detail page, 10 on the product page: docs/decisions/0007-countdown-offset.md).
 */
export function StartCountdown({ startTime, offsetHours }: { startTime: string; offsetHours: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const { days, hours, minutes } = countdownParts(startTime, now, offsetHours);
  return (
    <p className="training-countdown" role="timer" aria-label="距开始">
      距开始还有
      <strong>{days}</strong>天<strong>{hours}</strong>小时<strong>{minutes}</strong>分钟
    </p>
  );
}
