import "@/api/contract/messages";
import "./styles/index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { setNavigator } from "./lib/navigation";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setNavigator((href) => void router.navigate({ href }));

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
