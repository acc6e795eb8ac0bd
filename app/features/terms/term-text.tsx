/** A term's text as written (Korean, plain text): paragraphs split on blank lines, lines kept. */
export function TermText({ body, lang }: { body: string; lang?: string }) {
  const paragraphs = body.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <div className="term-body" lang={lang}>
      {paragraphs.map((p, i) => (
        // Paragraphs have no identity beyond their place in a fixed text.
        // biome-ignore lint/suspicious/noArrayIndexKey: the text does not change while shown
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
