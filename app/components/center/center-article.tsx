import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import { ManagedText } from "./managed-text";

/**
 * One published notice or form download (`/center/<name>/:id`): the way back to its list, its
 * title and date (after `badge`, if any), the item's own parts as `children`, what follows the
 * article (`after`) and the button back to the list.
 */
export function CenterArticle({
  name,
  item,
  badge,
  children,
  after,
}: {
  name: "notice" | "download";
  item: { title: string; publishedAt: string; date: string };
  badge?: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  const base = `/center/${name}`;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">
        <Link to={base}>{t(`center.${name}.title`)}</Link>
      </p>
      <article className="center-article" aria-labelledby={`${name}-title`}>
        <h1 id={`${name}-title`}>
          <ManagedText>{item.title}</ManagedText>
        </h1>
        <p className="center-article__meta">
          {badge}
          {badge && " "}
          {t("center.common.date")} <time dateTime={item.publishedAt}>{item.date}</time>
        </p>
        {children}
      </article>
      {after}
      <p className="board-toolbar">
        <Link className="button" to={base}>
          {t("center.common.backToList")}
        </Link>
      </p>
    </div>
  );
}
