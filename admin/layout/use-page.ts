import { useEffect } from "react";
import { useBasename, useResourceDefinitions, useTranslate } from "react-admin";
import { useLocation } from "react-router";
import { documentTitle, type Page, pageAt } from "./page-title";

/** The page the address shows (the router serves the whole site; react-admin's pages live under its basename). */
export function useCurrentPage(): Page {
  const { pathname } = useLocation();
  const basename = useBasename();
  const resources = useResourceDefinitions();
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return pageAt(path, (name) => Object.hasOwn(resources, name));
}

/** Names the browser tab after the current page: `考试报名审核 - 管理后台`, `编辑点播课程 #12 - 管理后台`. */
export function useDocumentTitle() {
  const page = useCurrentPage();
  const translate = useTranslate();
  const title = documentTitle(page, translate);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
