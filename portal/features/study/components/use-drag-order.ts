import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { dropIndexOf, moveItem } from "../reorder";

/**
 * Ordering a list by dragging its rows' handles with a mouse, a finger or a pen (pointer events, the handle captures
 * the pointer and takes no touch scrolling), and by the keyboard: arrow up / down on a focused handle moves its row.
 * Answers the order, a move function (for 上移 / 下移) and the props of each row and handle.
 */
export function useDragOrder<T extends { id: number }>(items: readonly T[]) {
  const [order, setOrder] = useState<T[]>([...items]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [said, say] = useState("");
  const rows = useRef(new Map<number, HTMLElement>());
  const handles = useRef(new Map<number, HTMLElement>());
  const refocus = useRef<number | null>(null);

  useEffect(() => setOrder([...items]), [items]);
  // A moved row's handle keeps the focus (the list moves its element in the document).
  useEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const move = (id: number, to: number, announce = true) => {
    const from = order.findIndex((x) => x.id === id);
    const target = Math.max(0, Math.min(order.length - 1, to));
    if (from < 0 || from === target) return;
    if (announce) say(`已移到第${target + 1}位`);
    refocus.current = id;
    setOrder(moveItem(order, from, target));
  };

  const onPointerMove = (id: number) => (e: PointerEvent<HTMLElement>) => {
    if (dragging !== id) return;
    const middles = order.map((x) => {
      const box = rows.current.get(x.id)?.getBoundingClientRect();
      return box ? box.top + box.height / 2 : 0;
    });
    const from = order.findIndex((x) => x.id === id);
    const to = dropIndexOf(middles, from, e.clientY);
    if (to !== from) move(id, to, false);
  };
  const endDrag = (id: number) => () => {
    if (dragging !== id) return;
    setDragging(null);
    say(`已移到第${order.findIndex((x) => x.id === id) + 1}位`);
  };

  return {
    order,
    dragging,
    /** The live message after a move, for a polite live region. */
    said,
    move,
    rowProps: (id: number) => ({
      ref: (el: HTMLElement | null) => void (el ? rows.current.set(id, el) : rows.current.delete(id)),
    }),
    handleProps: (id: number) => ({
      ref: (el: HTMLElement | null) => void (el ? handles.current.set(id, el) : handles.current.delete(id)),
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.setPointerCapture(e.pointerId);
        setDragging(id);
      },
      onPointerMove: onPointerMove(id),
      onPointerUp: endDrag(id),
      onPointerCancel: endDrag(id),
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        const at = order.findIndex((x) => x.id === id);
        if (e.key === "ArrowUp") move(id, at - 1);
        else if (e.key === "ArrowDown") move(id, at + 1);
        else return;
        e.preventDefault();
      },
    }),
  };
}
