import "@/api/contract/messages";
import "./styles/index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { setNavigator } from "./lib/navigation";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setNavigator((href) => void router.navigate({ href }));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
