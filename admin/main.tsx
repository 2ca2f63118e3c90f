import "@/api/contract/messages";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { App } from "./app";

// A data router (for unsaved-changes warnings) serving /admin/*; <Admin basename="/admin"> builds its links under it.
const router = createBrowserRouter([{ path: "/admin/*", element: <App /> }]);

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
