const KEY = "online-exam.device";

/** This browser's own random id (kept in localStorage), so the server can tell when an attempt moves to another one. */
export function deviceId() {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const made = crypto.randomUUID().replaceAll("-", "");
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    return "";
  }
}
