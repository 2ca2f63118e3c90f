import { describe, expect, test } from "bun:test";
import type { UserInfo } from "@/api/contract/my";
import { profileAnswers } from "../signup-form/profile-answers";

const me: UserInfo = {
  id: 1,
  areaCode: "+86",
  mobile: "13800138000",
  chineseName: "李娜",
  companyName: "星河科技",
  headImgUrl: "",
  industryFirst: 9,
  industryLast: 164,
  industryOther: "",
  roles: ["person"],
  province: "浙江省",
  city: "杭州市",
  email: "lina@example.com",
  qq: "",
  wechat: "lina_2024",
  department: "市场部",
  position: " ",
  address: "西湖区文三路 1 号",
  mainCompany: "星河科技有限公司",
  trainingIndustry: null,
};

describe("sign-up forms prefill from the profile", () => {
  test("each text field the profile holds answers its typeId; empty ones and pickers are left to the person", () => {
    expect(profileAnswers(me)).toEqual({
      1: { v: "李娜", d: "", levels: [0, 0] },
      4: { v: "星河科技", d: "", levels: [0, 0] },
      6: { v: "lina@example.com", d: "", levels: [0, 0] },
      8: { v: "lina_2024", d: "", levels: [0, 0] },
      9: { v: "市场部", d: "", levels: [0, 0] },
      10: { v: "西湖区文三路 1 号", d: "", levels: [0, 0] },
    });
  });

  test("a visitor's form starts empty", () => {
    expect(profileAnswers(null)).toEqual({});
  });
});
