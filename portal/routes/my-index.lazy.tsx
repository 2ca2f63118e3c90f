import { createLazyRoute } from "@tanstack/react-router";
import { MyIndexPage } from "../features/my/components/my-index-page";

export const myIndexLazyRoute = createLazyRoute("/my/index")({
  component: MyIndexPage,
});
