/** An announcement as the back office lists and edits it. */
export type AnnouncementRow = {
  id: number;
  title: string;
  subTitle: string;
  types: number;
  contents: string;
  startAt: string;
  endAt: string;
  published: boolean;
  sort: number;
  createdAt: string;
};
