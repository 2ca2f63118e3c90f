import * as v from "valibot";

/**
 * Chinese fallbacks for checks that carry no message of their own (a missing key, a wrong type), so no English
 * valibot text reaches a person. Imported once by each entry point: the api router, the portal and the back office.
 */
v.setGlobalMessage((issue) => (issue.received === "undefined" ? "请填写完整信息" : "参数格式错误"));
