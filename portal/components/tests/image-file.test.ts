import { describe, expect, test } from "bun:test";
import { checkImageFile, clampCrop } from "../cropper/image-file";

describe("image file checks", () => {
  test("none chosen", () => {
    expect(checkImageFile(null)).toBe("请先选择图片");
    expect(checkImageFile(undefined)).toBe("请先选择图片");
  });

  test("not an image", () => {
    expect(checkImageFile({ type: "text/html", size: 100 })).toBe("文件类型无效");
    expect(checkImageFile({ type: "", size: 100 })).toBe("文件类型无效");
  });

  test("over 41943040 bytes", () => {
    expect(checkImageFile({ type: "image/jpeg", size: 41943041 })).toBe("文件大小超出限制");
    expect(checkImageFile({ type: "image/jpeg", size: 41943040 })).toBeNull();
  });

  test("a picture within the limit passes", () => {
    expect(checkImageFile({ type: "image/png", size: 2048 })).toBeNull();
  });
});

describe("crop box in natural pixels", () => {
  test("whole pixels inside the image", () => {
    expect(clampCrop({ x: 10.4, y: 20.6, width: 300.2, height: 180.5 }, 1000, 800)).toEqual({ x: 10, y: 21, width: 300, height: 181 });
  });

  test("rounding past an edge is pulled back in", () => {
    expect(clampCrop({ x: -0.6, y: 399.7, width: 1000.4, height: 400.6 }, 1000, 800)).toEqual({ x: 0, y: 400, width: 1000, height: 400 });
  });
});
