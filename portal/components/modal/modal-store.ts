import type { ReactNode } from "react";
import { createStore } from "../../lib/store";

type ModalSize = "sm" | "md" | "lg";

export type ModalOptions = {
  title?: ReactNode;
  /** The body; a function receives `close`. */
  content: ReactNode | ((close: () => void) => ReactNode);
  size?: ModalSize;
  /** Esc, the close button and a click on the overlay close it (default true). */
  dismissible?: boolean;
  /** Called once however the modal closes. */
  onClose?: () => void;
};

export type ModalEntry = ModalOptions & { id: number };

export const modals = createStore<ModalEntry[]>([]);
let nextId = 1;

export function closeModal(id: number) {
  const entry = modals.get().find((m) => m.id === id);
  if (!entry) return;
  modals.set((list) => list.filter((m) => m.id !== id));
  entry.onClose?.();
}

/** Opens a modal above any already open; callable from anywhere. */
export function openModal(options: ModalOptions) {
  const id = nextId++;
  modals.set((list) => [...list, { ...options, id }]);
  return { id, close: () => closeModal(id) };
}

/** Takes a modal away without `onClose`: the page that opened it is gone, and nothing was decided in it. */
export function withdrawModal(id: number) {
  modals.set((list) => list.filter((m) => m.id !== id));
}
