import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MyNotesPage } from "../features/lesson-talk/components/my-notes-page";

export const myNoteLazyRoute = createLazyRoute("/my/mynote")({
  component: function MyNoteView() {
    const { page } = myNoteLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="我的笔记" />
        <MyNotesPage page={page} />
      </>
    );
  },
});
