import type { ReactNode } from "react";

/**
 * A frozen draw's groups as the public pages show them: each group, its households and its
 * entrants drawn. The competition page names groups in words, the verify page by their key.
 */
export function DrawGroupsTable({
  caption,
  headers,
  groups,
  name,
}: {
  caption: string;
  /** Group, households, drawn. */
  headers: readonly [string, string, string];
  groups: readonly { key: string; households: number; drawn: number }[];
  name: (key: string) => ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className="competition-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <th scope="row">{name(g.key)}</th>
              <td>{g.households}</td>
              <td>{g.drawn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
