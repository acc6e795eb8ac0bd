import { Link } from "react-router";
import type { ResolvedBlock } from "../view";

type BlockProps = { block: ResolvedBlock; id: string; newWindow: string; eager: boolean };

/** One content block of a guide page; `id` is unique within the page. */
export function GuideBlock({ block, id, newWindow, eager }: BlockProps) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol className="guide-list">{items}</ol> : <ul className="guide-list">{items}</ul>;
    }
    case "table":
      return (
        <div className="guide-table-block">
          {/* A focusable, named region so keyboard users can scroll a wide table. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be focusable (WCAG 2.1.1) */}
          <section className="guide-table" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table>
              <caption id={`${id}-caption`}>{block.caption}</caption>
              <thead>
                <tr>
                  {block.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map(([head, ...cells], r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content in a fixed order
                  <tr key={r}>
                    <th scope="row">{head}</th>
                    {cells.map((cell, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells may repeat; their position is their identity
                      <td key={c}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {block.note && <p className="guide-note">{block.note}</p>}
        </div>
      );
    case "figure":
      return (
        <figure className="guide-figure">
          <img
            src={block.image.src}
            width={block.image.width}
            height={block.image.height}
            alt={block.alt}
            loading={eager ? "eager" : "lazy"}
            // The page's first figure is often its largest paint: fetched at once, at high
            // priority, instead of waiting for layout to find it in view while scripts load.
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
          />
          <figcaption>
            <span className="guide-figure__caption">{block.caption}</span>
            {block.legend && (
              <ol className="guide-legend">
                {block.legend.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            )}
          </figcaption>
        </figure>
      );
    case "callout":
      return (
        <div className={`guide-callout guide-callout--${block.tone}`} role="note" aria-labelledby={`${id}-title`}>
          <p className="guide-callout__title" id={`${id}-title`}>
            {block.title}
          </p>
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case "facts":
      return <Facts items={block.items} />;
    case "steps":
      return (
        <ol className="guide-steps">
          {block.items.map((step) => (
            <li key={step.title}>
              <strong className="guide-steps__title">{step.title}</strong>
              <span className="guide-steps__text">{step.text}</span>
            </li>
          ))}
        </ol>
      );
    case "links":
      return (
        <ul className="guide-links">
          {block.items.map((item) => (
            <li key={item.href}>
              <GuideLink href={item.href} label={item.label} newWindow={newWindow} />
            </li>
          ))}
        </ul>
      );
    case "round":
      return (
        <div className="guide-round">
          {block.facts.length > 0 && <Facts items={block.facts} />}
          {block.notes.map((note) => (
            <p key={note.text} lang={note.lang}>
              {note.text}
            </p>
          ))}
          <ul className="guide-links">
            <li>
              <GuideLink href={block.link.href} label={block.link.label} newWindow={newWindow} />
            </li>
          </ul>
        </div>
      );
  }
}

function Facts({ items }: { items: readonly { term: string; detail: string }[] }) {
  return (
    <dl className="guide-facts">
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Internal links navigate in the app; external ones open a new tab and say so. */
function GuideLink({ href, label, newWindow }: { href: string; label: string; newWindow: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener" className="guide-link guide-link--external">
        {label}
        <span className="visually-hidden"> ({newWindow})</span>
        <span aria-hidden="true" className="guide-link__icon">
          ↗
        </span>
      </a>
    );
  }
  return (
    <Link to={href} className="guide-link">
      {label}
    </Link>
  );
}
