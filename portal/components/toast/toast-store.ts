import { createStore } from "../../lib/store";

export type ToastTone = "info" | "success" | "error";
export type ToastItem = { id: number; msg: string; tone: ToastTone };

/** Spec 000 section 9: toasts stay 2 seconds unless told otherwise. */
const TOAST_MS = 2000;

export const toasts = createStore<ToastItem[]>([]);
let nextId = 1;

/** Shows a short message; callable from anywhere (the api layer uses it). */
export function toast(msg: string, options: { ms?: number; tone?: ToastTone } = {}) {
  const id = nextId++;
  toasts.set((list) => [...list, { id, msg, tone: options.tone ?? "info" }]);
  setTimeout(() => toasts.set((list) => list.filter((t) => t.id !== id)), options.ms ?? TOAST_MS);
}
