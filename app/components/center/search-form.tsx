import { Form, Link } from "react-router";
import { useT } from "../../lib/i18n/client";

type Props = {
  /** The list's address (the form submits there with `q`). */
  action: string;
  q?: string;
  placeholder: string;
  /** Other query values to keep (e.g. a category). */
  keep?: Record<string, string | undefined>;
};

/** The search box of a centre list: a GET form, so it works without JavaScript; "전체 보기" when searching. */
export function SearchForm({ action, q, placeholder, keep = {} }: Props) {
  const t = useT();
  return (
    <Form method="get" action={action} role="search" className="center-search">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label htmlFor="center-q" className="visually-hidden">
        {t("center.common.searchLabel")}
      </label>
      <input id="center-q" type="search" name="q" defaultValue={q} placeholder={placeholder} maxLength={100} />
      <button type="submit" className="button button--primary">
        {t("center.common.searchSubmit")}
      </button>
      {q && (
        <Link className="button" to={action}>
          {t("center.common.searchReset")}
        </Link>
      )}
    </Form>
  );
}
