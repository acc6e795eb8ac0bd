import { currentRoundWindow } from "../features/schedules/rounds.server";
import { clockContext, dbContext, langContext } from "../lib/context";
import { formatDateTime } from "../lib/format";
import { createI18n } from "../lib/i18n";
import { useT } from "../lib/i18n/client";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const now = context.get(clockContext)();
  const current = await currentRoundWindow(context.get(dbContext), now);
  const t = createI18n(context.get(langContext)).t;
  return {
    meta: { title: t("home.title"), description: t("home.description") },
    round: current && {
      title: current.round.title,
      openAt: formatDateTime(current.round.openAt),
      deadAt: formatDateTime(current.round.deadAt),
      state: current.window.state,
      messages: current.window.messages,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.meta.title }, { name: "description", content: loaderData?.meta.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { round } = loaderData;
  return (
    <>
      <h1>{t("home.title")}</h1>
      <p>{t("home.description")}</p>
      <section aria-labelledby="round-heading">
        <h2 id="round-heading">{round ? round.title : t("window.hidden")}</h2>
        {round && (
          <>
            <p>{t(`window.${round.state}`)}</p>
            {round.messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
            <p>
              {t("window.period")}: {round.openAt} ~ {round.deadAt}
            </p>
          </>
        )}
      </section>
    </>
  );
}
