import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict";

/**
 * Marketing words jieba's general dictionary splits into single characters; without them 抖音 would index as 抖 and
 * 音, and a search for it would also find every text holding the two characters apart.
 */
const DOMAIN_WORDS = [
  "抖音",
  "巨量引擎",
  "巨量千川",
  "千川",
  "巨量星图",
  "星图",
  "巨量云图",
  "巨量算数",
  "小红书",
  "快手",
  "视频号",
  "带货",
  "直播带货",
  "私域",
  "公域",
  "种草",
  "短视频",
  "投流",
  "起号",
  "达人",
  "爆款",
  "引流",
  "复盘",
  "矩阵号",
  "直播间",
  "信息流",
  "千人千面",
  "转化率",
  "点击率",
  "完播率",
  "客单价",
  "复购率",
  "GMV",
  "ROI",
  "CTR",
  "DOU+",
  "蓝V",
  "美妆",
  "母婴",
  "文旅",
  "国货",
  "本地生活",
  "团购",
  "店播",
  "自播",
  "代运营",
  "服务商",
  "代理商",
  "广告主",
  "素材",
  "投放",
  "出价",
  "oCPM",
];

let jieba: Jieba | undefined;

/** Loaded on first use: the dictionary takes about 0.2 s, which a process that never searches should not pay. */
function segmenter() {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(DOMAIN_WORDS.map((w) => `${w} 20000 n`).join("\n")));
  }
  return jieba;
}

/** A token worth indexing: holds a letter, digit or CJK character (not punctuation, spaces or symbols). */
const WORD_LIKE = /[\p{L}\p{N}]/u;

/**
 * Words of a text for the index: the search-engine cut, which keeps a long word and its parts (训练营 and 训练), so
 * a query word of either length finds it. HMM new-word guessing is off: it segments the same characters
 * differently in different sentences, and the index and the query must agree.
 */
export function indexWords(text: string): string[] {
  return segmenter()
    .cutForSearch(text.toLowerCase(), false)
    .map((w) => w.trim())
    .filter((w) => WORD_LIKE.test(w));
}

/** Particles that carry no meaning for a search (的 了 和 …); dropped from queries, kept in the index. */
const STOP_WORDS = new Set(["的", "了", "和", "与", "及", "或", "在", "是", "吗", "呢", "啊", "吧", "怎么", "如何", "什么"]);

/** Words of a query: the ordinary cut, distinct, without particles (unless the query is nothing but particles). */
export function queryWords(text: string): string[] {
  const words = [
    ...new Set(
      segmenter()
        .cut(text.toLowerCase(), false)
        .map((w) => w.trim())
        .filter((w) => WORD_LIKE.test(w)),
    ),
  ];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** A text cut into words with nothing dropped or lower-cased (joined, they give the text back): where a line may break. */
export function cutWords(text: string): string[] {
  return segmenter().cut(text, false);
}
