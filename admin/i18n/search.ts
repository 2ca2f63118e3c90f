/** The back office's texts for the search report (站内搜索). */
const termFields = {
  id: "排名",
  term: "搜索词",
  searches: "搜索次数",
  searchers: "搜索人数",
  results: "最近一次结果数",
  lastAt: "最近搜索时间",
  q: "搜索词",
};

export const searchResources = {
  "search-top-queries": { name: "本周热门搜索", fields: termFields },
  "search-missed-queries": { name: "本周无结果搜索", fields: termFields },
};

export const searchApp = {
  search_report: {
    q: "搜索词",
    summary: "搜索 %{searches} 次 · %{searchers} 人 · 最近结果 %{results} 条",
  },
};
