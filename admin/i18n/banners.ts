/** Messages of the banners resource (spread into zh-cn.ts). */
export const bannersResources = {
  banners: {
    name: "横幅",
    fields: {
      id: "ID",
      place: "展示位置",
      title: "标题",
      image: "图片",
      link: "链接",
      sort: "排序",
      published: "已发布",
      startAt: "开始时间",
      endAt: "结束时间",
      q: "标题",
    },
  },
};

export const bannersApp = {
  banners: {
    title_help: "图片的替代文字，读屏软件会读出",
    image_help: "建议 1200×400（3:1），WebP 或 JPG",
    link_help: "站内地址以 / 开头（如 /Learning/List）；站外地址以 http(s):// 开头，在新窗口打开；留空则不可点击",
    dates_help: "留空表示不限",
    upload: "上传图片",
    uploaded: "已上传 %{name}",
  },
};
