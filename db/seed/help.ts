import { indexHelpEntry } from "@/api/modules/help/search-index";
import { helpCategories, helpEntries } from "@/db/schema/help";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

type Entry = { question: string; answer: string };

/** The help center's demo content: real answers about this portal, category by category. */
const HELP_CONTENT: { name: string; entries: Entry[] }[] = [
  {
    name: "注册与登录",
    entries: [
      {
        question: "如何注册账号？",
        answer:
          "本平台使用手机号注册，无需设置密码。\n\n点击页面右上角的“登录 / 注册”，选择区号并输入手机号，完成图形验证后点击“获取验证码”，输入收到的6位短信验证码，勾选同意《服务协议》和《隐私政策》即可登录。首次登录的手机号会自动完成注册。",
      },
      {
        question: "收不到短信验证码怎么办？",
        answer:
          "请先确认手机号和区号填写正确、手机信号正常，并检查短信是否被手机安全软件拦截。\n\n验证码发送后需等待60秒才能重新获取；验证码为6位数字，请在有效期内使用。多次尝试仍收不到，请联系客服处理。",
      },
      {
        question: "注册后需要填写哪些信息？",
        answer:
          "新用户登录后会进入兴趣问卷页，需填写中文姓名、公司名称和所属行业，并选择感兴趣的内容，平台将据此为您推荐课程。\n\n之后可随时在“个人中心 → 编辑资料”中修改公司、部门、职位、邮箱等信息。",
      },
    ],
  },
  {
    name: "直播课程",
    entries: [
      {
        question: "如何报名直播课程？",
        answer:
          "在“直播课程”列表中打开课程详情，点击“立即报名”即可。部分课程需要补充报名信息或填写问卷，按弹窗提示填写后提交。\n\n需要审核的课程提交后显示“审核中”，审核结果会通过短信和站内信通知您。",
      },
      {
        question: "错过了直播还能看回放吗？",
        answer:
          "可以。直播结束后，讲师上传回放后课程按钮会变为“观看回放”，点击即可观看；按钮显示“课程发布中”时表示回放正在整理，请稍后再来。",
      },
      {
        question: "报名的课程满员了怎么办？",
        answer: "名额已满的课程可以加入候补。有人取消报名后，系统会按候补顺序自动为您报名，并通过短信和站内信通知您。",
      },
    ],
  },
  {
    name: "认证考试",
    entries: [
      {
        question: "如何报名认证考试？",
        answer:
          "请使用电脑浏览器打开“认证考试”，选择考试后填写姓名、证件信息并上传证件照，完成缴费即报名成功。\n\n手机端暂不支持报名认证考试。未满18周岁的考生需由监护人陪同报名。",
      },
      {
        question: "考试需要开启摄像头吗？",
        answer: "需要。认证考试为线上监考，考试全程需开启摄像头，请使用带摄像头的电脑参加考试。监考画面仅用于考试审核，保存7天后自动删除。",
      },
      {
        question: "考试成绩什么时候公布？",
        answer: "考试结束后成绩会及时发布，可在“个人中心 → 考试记录”中查看。通过考试即可获得电子证书。",
      },
    ],
  },
  {
    name: "证书与发票",
    entries: [
      {
        question: "如何申请纸质证书？",
        answer:
          "在“个人中心 → 考试记录”中找到已通过的考试，点击“申请纸质证书”，填写省份、城市和详细地址后提交。\n\n纸质证书以快递寄出，运费一般为13-25元，由收件人到付；拒收的包裹将被销毁，不再补寄。",
      },
      {
        question: "如何查询电子证书？",
        answer: "考试通过后电子证书即时生成，可在“个人中心 → 考试记录”中查看和下载，也可以凭证书编号在证书查询页核验真伪。",
      },
      {
        question: "考试费用可以开发票吗？",
        answer:
          "可以。在“个人中心 → 考试记录”中点击“申请发票”，填写发票抬头、税号和接收邮箱后提交。\n\n电子发票将在申请后1-2个月内发送到您填写的邮箱，请注意查收。",
      },
    ],
  },
  {
    name: "积分与商城",
    entries: [
      {
        question: "如何获得积分？",
        answer: "参加直播课程、完成活动专题中的任务、领取勋章奖励等都可以获得积分。每项任务的积分在任务旁标明，完成后点击“领取”即可到账。",
      },
      {
        question: "积分可以兑换什么？",
        answer: "积分可在“积分商城”兑换定制周边、学习资料等礼品。兑换成功后可在“我的兑换”中查看订单与物流状态。",
      },
      {
        question: "积分会过期吗？",
        answer: "积分长期有效。积分的每一笔收入和支出都会记录在“个人中心 → 我的积分”中，可随时查看明细。",
      },
    ],
  },
];

/** Help categories and entries, indexed for site search; a database that has any category is left as it is. */
export async function seedHelp(db: Db, log: SeedLog) {
  const total = HELP_CONTENT.reduce((n, c) => n + c.entries.length, 0);
  const step = log.step("帮助中心", total);
  const [has] = await db.select({ id: helpCategories.id }).from(helpCategories).limit(1);
  if (!has) {
    await db.transaction(async (tx) => {
      for (const [i, cate] of HELP_CONTENT.entries()) {
        const [{ id }] = await tx
          .insert(helpCategories)
          .values({ name: cate.name, sort: i + 1 })
          .returning({ id: helpCategories.id });
        const rows = await tx
          .insert(helpEntries)
          .values(cate.entries.map((e, j) => ({ categoryId: id, question: e.question, answer: e.answer, sort: j + 1 })))
          .returning();
        for (const row of rows) await indexHelpEntry(tx, row);
        step.tick(cate.entries.length);
      }
    });
  }
  step.done();
}
