/** A session in a list (Training/GetList3, GetCateList, learning/GetHomeLiveList); times are UTC+8 text. */
export type TrainingItem = {
  strId: string;
  title: string;
  imageUrl: string;
  lecturer: string;
  cate: string;
  time: string;
  startTime: string;
  timeStatus: number;
  sta: number;
  isFull: number;
};
