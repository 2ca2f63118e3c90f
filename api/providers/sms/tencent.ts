import type { SmsGatewayConfig } from "../../env-providers";
import { callTencentCloud } from "../tencent-cloud/call";
import { noticeContent } from "./gateway";
import type { SmsGateway } from "./types";

type Config = Extract<SmsGatewayConfig, { driver: "tencent" }>;
type SendStatus = { Code: string; Message: string; SerialNo: string };

/**
 * Tencent Cloud SMS: SendSms (2021-01-11) signed with TC3-HMAC-SHA256; each number's status Code "Ok" with a SerialNo.
 * A call that never gets an answer throws, and the delivery loop tries it again.
 */
export function tencentSms(config: Config): SmsGateway {
  return {
    name: "tencent",
    async send(m) {
      const answer = await callTencentCloud<{ SendStatusSet?: SendStatus[] }>(config, {
        endpoint: config.endpoint,
        service: "sms",
        action: "SendSms",
        version: "2021-01-11",
        region: config.region,
        body: {
          PhoneNumberSet: [`${m.areaCode}${m.mobile}`],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: m.code ? config.templateCode : config.templateNotice,
          TemplateParamSet: [m.code ?? noticeContent(m.text)],
        },
      });
      const status = answer.Response.SendStatusSet?.[0];
      if (status?.Code === "Ok") return { ok: true, id: status.SerialNo };
      const error = answer.Response.Error ?? status;
      return { ok: false, error: error ? `${error.Code} ${error.Message}` : "腾讯云未返回发送结果" };
    },
  };
}
