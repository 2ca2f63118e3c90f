import type { Notice } from "@/api/contract/announcement";

/** The detail pop-up's body: subtitle, text and date. */
export function NoticeDetail({ notice }: { notice: Notice }) {
  return (
    <div className="notice-detail">
      {notice.subTitle ? <p className="notice-detail__sub">{notice.subTitle}</p> : null}
      <p className="notice-detail__text">{notice.contents || notice.title}</p>
      <p className="notice-detail__date">发布时间：{notice.createDate.slice(0, 10)}</p>
    </div>
  );
}
