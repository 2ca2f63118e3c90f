import { describe, expect, test } from "bun:test";
import { i18nProvider } from "../../providers/i18n";
import { documentTitle, pageAt, pageOwner } from "../page-title";

const RESOURCES = new Set(["exam-registrations", "courses", "trainings", "users"]);
const isResource = (name: string) => RESOURCES.has(name);
const title = (path: string) => documentTitle(pageAt(path, isResource), i18nProvider.translate);

describe("the back office's page titles", () => {
  test("name a list by its menu label, then the site", () => {
    expect(title("/exam-registrations")).toBe("考试报名审核 - 管理后台");
    expect(title("/courses?filter=%7B%7D&sort=id")).toBe("点播课程 - 管理后台");
  });

  test("name a record's pages by the row noun and number: 新建, 编辑 (any tab), and its page (any tab)", () => {
    expect(title("/courses/create")).toBe("新建点播课程 - 管理后台");
    expect(title("/courses/12")).toBe("编辑点播课程 #12 - 管理后台");
    expect(title("/trainings/7/2")).toBe("编辑直播课程 #7 - 管理后台");
    expect(title("/courses/12/show")).toBe("点播课程 #12 - 管理后台");
    expect(title("/trainings/7/show/1")).toBe("直播课程 #7 - 管理后台");
    // A list titled as a queue names its rows by their noun.
    expect(title("/exam-registrations/3/show")).toBe("考试报名 #3 - 管理后台");
    expect(title("/users/a%20b")).toBe("编辑用户 #a b - 管理后台");
  });

  test("name the dashboard, the login page, the custom pages and a mistyped address", () => {
    expect(title("")).toBe("概览 - 管理后台");
    expect(title("/")).toBe("概览 - 管理后台");
    expect(title("/login")).toBe("登录 - 管理后台");
    expect(title("/load-test")).toBe("压测 - 管理后台");
    expect(title("/no-such-list")).toBe("页面不存在 - 管理后台");
  });

  test("tell the menu which resource or page is on screen", () => {
    expect(pageOwner(pageAt("/courses/12/show", isResource))).toBe("courses");
    expect(pageOwner(pageAt("/load-test", isResource))).toBe("load-test");
    expect(pageOwner(pageAt("/", isResource))).toBeNull();
    expect(pageOwner(pageAt("/no-such-list", isResource))).toBeNull();
  });
});
