import { siteOrigin } from "../lib/site-meta";

/** The brand, one name everywhere in the portal. */
export const SITE_NAME = "学习认证中心";
const SITE_DESCRIPTION = "学习认证中心：直播课程、认证考试、积分商城、帮助中心与招聘服务";

/** Plain text of rich or long text, cut for a description. */
const summaryOf = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);

type Props = {
  /** The page's name, or the loaded item's title on a detail page. */
  title: string;
  /** Text (rich text is flattened) describing the page; the site's own when absent. */
  description?: string;
  /** The item's cover, for shares. */
  image?: string;
};

/**
 * A page's <title> "页面 - 学习认证中心" and its share meta. React 19 moves these tags into the document's head and
 * takes them away with the page; rendered from the routes' lazy parts, so the entry does not carry every page's name.
 */
export function PageHead({ title, description, image }: Props) {
  const full = `${title} - ${SITE_NAME}`;
  const summary = (description && summaryOf(description)) || SITE_DESCRIPTION;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={summary} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={summary} />
      {image ? <meta property="og:image" content={new URL(image, siteOrigin()).href} /> : null}
    </>
  );
}
