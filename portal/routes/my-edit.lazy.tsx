import { createLazyRoute, useRouter } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { ProfileEditPage } from "../features/my/components/profile-edit-page";

function ProfileEditView() {
  const router = useRouter();
  return (
    <>
      <PageHead title="编辑资料" />
      <ProfileEditPage onSaved={() => void router.navigate({ href: "/my/index" })} />
    </>
  );
}

export const myEditLazyRoute = createLazyRoute("/my/edit")({ component: ProfileEditView });
export const myUserInfoLazyRoute = createLazyRoute("/my/userinfo")({ component: ProfileEditView });
