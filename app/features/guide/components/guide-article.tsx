import { Link } from "react-router";
import type { GuidePageData, ResolvedBlock, ResolvedSection } from "../view";
import { GuideBlock } from "./guide-blocks";
import "./guide.css";

/** A guide page: h1, sibling navigation within its section, then its sections (h2) and subsections (h3). */
export function GuideArticle({ view }: { view: GuidePageData }) {
  const { page, section, ui } = view;
  return (
    <div className="guide">
      <header className="guide-header">
        <h1>{page.title}</h1>
        <p className="guide-header__section">{section.title}</p>
        <p className="guide-header__lead">{page.lead}</p>
      </header>
      <nav className="guide-tabs" aria-label={ui.sectionNav}>
        <ul>
          {section.pages.map((p) => (
            <li key={p.href}>
              <Link to={p.href} aria-current={p.current ? "page" : undefined}>
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <GuideSections sections={page.sections} newWindow={ui.newWindow} />
      </div>
    </div>
  );
}

function GuideSections({ sections, newWindow }: { sections: ResolvedSection[]; newWindow: string }) {
  // Only the first drawing may be in the first viewport; the rest load lazily.
  const firstFigure = sections
    .flatMap((s) => [s.blocks, ...s.subsections.map((sub) => sub.blocks)])
    .flat()
    .find((b) => b.kind === "figure");
  const blocks = (list: ResolvedBlock[], prefix: string) =>
    list.map((block, i) => (
      <GuideBlock
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
        key={i}
        block={block}
        id={`${prefix}-${i}`}
        newWindow={newWindow}
        eager={block === firstFigure}
      />
    ));
  return sections.map((s) => (
    <section key={s.id} className="guide-section">
      <h2 id={s.id}>{s.heading}</h2>
      {blocks(s.blocks, s.id)}
      {s.subsections.map((sub) => (
        <section key={sub.id} className="guide-subsection">
          <h3 id={sub.id}>{sub.heading}</h3>
          {blocks(sub.blocks, sub.id)}
        </section>
      ))}
    </section>
  ));
}
