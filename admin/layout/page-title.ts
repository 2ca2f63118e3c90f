import { CUSTOM_PAGES, type CustomPage } from "./menu-groups";

/** Which page of the back office a path (below its basename, /admin) is, as react-admin's routes lay them out. */
export type Page =
  | { kind: "dashboard" }
  | { kind: "login" }
  | { kind: "custom"; page: CustomPage }
  | { kind: "list" | "create"; resource: string }
  | { kind: "edit" | "show"; resource: string; id: string }
  | { kind: "unknown" };

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `/` the dashboard, `/login`, `/load-test`; `/<resource>` its list, `/<resource>/create[/<tab>]`,
 * `/<resource>/<id>[/<tab>]` the edit form (TabbedForm adds the tab), `/<resource>/<id>/show[/<tab>]`.
 * `isResource` tells a registered resource from a mistyped address.
 */
export function pageAt(path: string, isResource: (name: string) => boolean): Page {
  const [first, second, third] = path.split(/[?#]/)[0].split("/").filter(Boolean).map(decode);
  if (!first) return { kind: "dashboard" };
  if (first === "login" && !second) return { kind: "login" };
  if (Object.hasOwn(CUSTOM_PAGES, first) && !second) return { kind: "custom", page: first as CustomPage };
  if (!isResource(first)) return { kind: "unknown" };
  if (!second) return { kind: "list", resource: first };
  if (second === "create") return { kind: "create", resource: first };
  return { kind: third === "show" ? "show" : "edit", resource: first, id: second };
}

/** The resource or custom page a page belongs to (the menu opens its section). */
export function pageOwner(page: Page): string | null {
  if (page.kind === "custom") return page.page;
  return "resource" in page ? page.resource : null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The page's name: the list's menu label (resources.<name>.name), or 新建 / 编辑 / the record's number with the
 * resource's row noun (resources.<name>.item when its label names a page, as 考试报名审核 does).
 */
function pageName(page: Page, translate: Translate): string {
  const label = (resource: string) => translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  const noun = (resource: string) => translate(`resources.${resource}.item`, { _: label(resource) });
  switch (page.kind) {
    case "dashboard":
      return translate("ra.page.dashboard");
    case "login":
      return translate("app.page_title.login");
    case "custom":
      return translate(CUSTOM_PAGES[page.page].label);
    case "list":
      return label(page.resource);
    case "create":
      return translate("ra.page.create", { name: noun(page.resource) });
    case "edit":
      return translate("app.page_title.edit", { name: noun(page.resource), id: page.id });
    case "show":
      return translate("app.page_title.show", { name: noun(page.resource), id: page.id });
    default:
      return translate("ra.page.not_found");
  }
}

/** The browser tab's text: `考试报名审核 - 管理后台`. */
export const documentTitle = (page: Page, translate: Translate) => translate("app.page_title.format", { page: pageName(page, translate) });
