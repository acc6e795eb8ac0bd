import { ConsoleTable } from "../../components/console/console-list";
import type { ApplicationStatus, Rank, SupplyCategory, SupplyType } from "../../lib/enums";
import { useT } from "../../lib/i18n/client";

/* The draw's tables as the console shows them, and a group's name as people read it. */

function RankCell({ rank }: { rank: Rank | null }) {
  const t = useT();
  return <td>{rank ? t(`application.supply.${rank}`) : t("console.draw.noRank")}</td>;
}

/** A draw group's key (supply type/category/unit type) as people read it: "일반공급 · 신혼부부 · 36C". */
export function groupName(t: ReturnType<typeof useT>, key: string) {
  const [supplyType, supplyCategory, unitType] = key.split("/") as [SupplyType, SupplyCategory, string];
  return `${t(`application.supply.${supplyType}`)} · ${t(`application.supply.${supplyCategory}`)} · ${unitType}`;
}

export function GroupTable({
  group,
  households,
  counts,
  rows,
  withStatus,
}: {
  group: string;
  households: number;
  counts: Record<"SELECTED" | "WAITING" | "NOT_SELECTED", number>;
  rows: {
    receiptNo: string;
    position: number;
    regionRank: Rank | null;
    earningRank: Rank | null;
    outcome: "SELECTED" | "WAITING" | "NOT_SELECTED";
    waitingNumber: number | null;
    lot?: string;
    status?: ApplicationStatus;
    promoted?: boolean;
  }[];
  withStatus: boolean;
}) {
  const t = useT();
  const name = groupName(t, group);
  const headers = [
    t("console.draw.position"),
    t("console.draw.receiptNo"),
    t("console.draw.regionRank"),
    t("console.draw.earningRank"),
    t("console.draw.outcome"),
    t("console.draw.waitingNumber"),
    ...(withStatus ? [t("console.draw.status")] : []),
  ];
  return (
    <ConsoleTable
      headers={headers}
      caption={t("console.draw.groupCaption", {
        group: name,
        households,
        selected: counts.SELECTED,
        waiting: counts.WAITING,
        notSelected: counts.NOT_SELECTED,
      })}
    >
      {rows.map((r) => (
        <tr key={r.receiptNo}>
          <td className="console-num">{r.position}</td>
          <th scope="row">{r.receiptNo}</th>
          <RankCell rank={r.regionRank} />
          <RankCell rank={r.earningRank} />
          <td>
            {t(`console.applicationStatus.${r.outcome}`)}
            {r.promoted ? ` (${t("console.draw.promoted")})` : ""}
          </td>
          <td className="console-num">{r.waitingNumber ?? ""}</td>
          {withStatus && <td>{r.status ? t(`console.applicationStatus.${r.status}`) : ""}</td>}
        </tr>
      ))}
    </ConsoleTable>
  );
}
