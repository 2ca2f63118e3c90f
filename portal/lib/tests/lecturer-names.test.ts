import { expect, test } from "bun:test";
import { lecturerNames } from "../lecturer-names";

test("a list item's lecturer JSON text reads as the names; anything else as nobody", () => {
  expect(lecturerNames('[{"name":"李老师","imgUrl":""},{"name":"王老师","Pic":"/p.png"}]')).toBe("李老师、王老师");
  expect(lecturerNames('[{"title":"顾问"}]')).toBe("");
  expect(lecturerNames("李老师")).toBe("");
  expect(lecturerNames("{}")).toBe("");
});
