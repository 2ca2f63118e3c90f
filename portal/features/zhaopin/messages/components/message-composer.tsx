import { type KeyboardEvent, useId } from "react";
import { MESSAGE_MAX, zhaopinSendMessageCall } from "@/api/contract/zhaopin-messages";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useSendMessage } from "../send-message";
import { sendsOnEnter } from "../thread-view";

/** Writing to the company's HR: the text (checked by the call's own schema), its count, 发送 or Enter. */
export function MessageComposer({ applicationId }: { applicationId: number }) {
  const id = useId();
  const form = useSchemaForm({
    schema: zhaopinSendMessageCall.input,
    defaultValues: { body: "" },
    toInput: (values: { body: string }) => ({ applicationId, body: values.body }),
  });
  // A refusal (five in a row unanswered, too fast, the day's limit) shows under the box, and the text stays.
  const send = useSendMessage(applicationId, { onFail: (env) => form.serverError(env, { fields: ["body"] }) });
  const body = form.watch("body") ?? "";

  const submit = form.onSubmit(async (input) => {
    await send.mutateAsync(input.body);
    form.reset();
    form.setFocus("body");
  });
  // Enter on a blank box does nothing (as in a chat); 发送 on one says what is missing.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode })) return;
    if (body.trim()) submit(e);
    else e.preventDefault();
  };

  return (
    <form className="msg-composer" onSubmit={submit} noValidate>
      <TextAreaField
        id={`${id}-body`}
        aria-label="消息内容"
        className="input msg-composer__input"
        rows={3}
        maxLength={MESSAGE_MAX}
        placeholder="输入消息，Enter 发送，Shift+Enter 换行"
        error={form.errorOf("body") ?? form.errorOf(FORM_ERROR)}
        onKeyDown={onKeyDown}
        {...form.field("body")}
      />
      <div className="msg-composer__bar">
        <span className="msg-composer__count">
          {body.length}/{MESSAGE_MAX}
        </span>
        <SubmitButton pending={send.isPending} pendingText="发送中…" className="btn btn--primary btn--sm msg-composer__send">
          发送
        </SubmitButton>
      </div>
    </form>
  );
}
