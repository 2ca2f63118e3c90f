import "@/api/contract/messages";
import "./styles/index.css";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { FIRST_FRAME_ANSWERS_ID, FIRST_FRAME_HEAD_ATTRIBUTE } from "@/api/contract/first-frame";
import { setNavigator } from "./lib/navigation";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setNavigator((href) => void router.navigate({ href }));

/**
 * The title and share tags a drawn frame came with go once the live page has put its own in the head (in the commit
 * that replaces the frame, or later if part of the page waits): removed before, the document had no title meanwhile.
 */
function DrawnHeadGone() {
  useLayoutEffect(() => {
    const drawn = document.head.querySelectorAll(`[${FIRST_FRAME_HEAD_ATTRIBUTE}]`);
    const ownTitle = () => document.head.querySelector(`title:not([${FIRST_FRAME_HEAD_ATTRIBUTE}])`);
    const drop = () => {
      for (const tag of drawn) tag.remove();
    };
    if (!drawn.length || ownTitle()) return drop();
    const watch = new MutationObserver(() => {
      if (!ownTitle()) return;
      watch.disconnect();
      drop();
    });
    watch.observe(document.head, { childList: true });
    return () => watch.disconnect();
  }, []);
  return null;
}

function render() {
  const root = createRoot(document.getElementById("root")!);
  // A transition renders in slices that give the browser its turn every few ms, instead of one long task that a slow
  // phone's taps and paints wait behind (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DrawnHeadGone />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// A page the server drew for a visitor (api/first-frame.ts) comes with the answers it was drawn from: with them in the
// cache the page is ready at once, and it replaces the drawn frame only when it is, so nothing blinks or moves.
const answers = document.getElementById(FIRST_FRAME_ANSWERS_ID);
if (answers) {
  hydrate(queryClient, JSON.parse(answers.textContent ?? "{}"));
  answers.remove();
  void router.load().then(render, render);
} else {
  render();
}
