import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { dropIndexOf, moveItem } from "../reorder";

/**
 * Ordering a list by dragging its rows' handles with a mouse, a finger or a pen, and by the keyboard: arrow up / down
 * on a focused handle moves its row. A drag follows the pointer on the window (the list moves rows' elements in the
 * document as they pass, which would end a capture), and the handle takes no touch scrolling (CSS touch-action).
 * Answers the order, a move function (for 上移 / 下移), the live message and the props of each row and handle.
 */
export function useDragOrder<T extends { id: number }>(items: readonly T[]) {
  const [order, setOrder] = useState<T[]>([...items]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [said, say] = useState("");
  const rows = useRef(new Map<number, HTMLElement>());
  const handles = useRef(new Map<number, HTMLElement>());
  const refocus = useRef<number | null>(null);
  const latest = useRef(order);
  latest.current = order;

  useEffect(() => setOrder([...items]), [items]);
  // A moved row's handle keeps the focus (the list moves its element in the document).
  useEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const place = (id: number, to: number) => {
    const list = latest.current;
    const from = list.findIndex((x) => x.id === id);
    const target = Math.max(0, Math.min(list.length - 1, to));
    if (from < 0 || from === target) return -1;
    latest.current = moveItem(list, from, target);
    setOrder(latest.current);
    return target;
  };
  const move = (id: number, to: number) => {
    const at = place(id, to);
    if (at < 0) return;
    refocus.current = id;
    say(`已移到第${at + 1}位`);
  };

  const startDrag = (id: number, e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    const pointer = e.pointerId;
    setDragging(id);
    const follow = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== pointer) return;
      const list = latest.current;
      const middles = list.map((x) => {
        const box = rows.current.get(x.id)?.getBoundingClientRect();
        return box ? box.top + box.height / 2 : 0;
      });
      place(
        id,
        dropIndexOf(
          middles,
          list.findIndex((x) => x.id === id),
          ev.clientY,
        ),
      );
    };
    const end = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== pointer) return;
      window.removeEventListener("pointermove", follow);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      setDragging(null);
      say(`已移到第${latest.current.findIndex((x) => x.id === id) + 1}位`);
    };
    window.addEventListener("pointermove", follow);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
  };

  return {
    order,
    dragging,
    said,
    move,
    rowProps: (id: number) => ({
      ref: (el: HTMLElement | null) => void (el ? rows.current.set(id, el) : rows.current.delete(id)),
    }),
    handleProps: (id: number) => ({
      ref: (el: HTMLElement | null) => void (el ? handles.current.set(id, el) : handles.current.delete(id)),
      onPointerDown: (e: PointerEvent<HTMLElement>) => startDrag(id, e),
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        const at = latest.current.findIndex((x) => x.id === id);
        if (e.key === "ArrowUp") move(id, at - 1);
        else if (e.key === "ArrowDown") move(id, at + 1);
        else return;
        e.preventDefault();
      },
    }),
  };
}
