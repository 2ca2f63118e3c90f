import "@/api/contract/messages";
import "./styles/index.css";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { FIRST_FRAME_ANSWERS_ID, FIRST_FRAME_HEAD_ATTRIBUTE } from "@/api/contract/first-frame";
import { setNavigator } from "./lib/navigation";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setNavigator((href) => void router.navigate({ href }));

function render() {
  // The page's own title and share tags are about to replace those its drawn frame came with.
  for (const tag of document.head.querySelectorAll(`[${FIRST_FRAME_HEAD_ATTRIBUTE}]`)) tag.remove();
  const root = createRoot(document.getElementById("root")!);
  // A transition renders in slices that give the browser its turn every few ms, instead of one long task that a slow
  // phone's taps and paints wait behind (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
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
