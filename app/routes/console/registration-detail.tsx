import { data, redirect } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import {
  deleteRegistration,
  maskName,
  viewRegistration,
} from "../../features/registration/registration-console.server";
import { RegistrationDelete, RegistrationDetailView } from "../../features/registration/registration-detail";
import { formatDateTime, formatPhone } from "../../lib/format";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/registration-detail";

type Row = Awaited<ReturnType<typeof viewRegistration>>["registration"];

/** A row as the page shows it: instants and the phone formatted, nothing else changed. */
const shown = (r: Row) => ({
  id: r.id,
  name: r.name,
  phone: formatPhone(r.phone),
  birth: r.birth,
  email: r.email,
  qualificationType: r.qualificationType,
  unitTypes: r.unitTypes,
  terms: r.terms.map((term) => ({ ...term, agreedAt: formatDateTime(term.agreedAt) })),
  createdAt: formatDateTime(r.createdAt),
  supersededAt: r.supersededAt ? formatDateTime(r.supersededAt) : null,
});

/** Opening the page is a personal-data view: viewRegistration writes it to the audit log. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, actor } = consolePage(context, "registration");
  const detail = await orNotFound(viewRegistration(db, params.registrationId, actor(request)));
  const current = detail.history.find((r) => r.supersededAt === null);
  return {
    i18n,
    meta: meta(t("console.registrations.detailTitle")),
    registration: shown(detail.registration),
    currentId: detail.registration.supersededAt ? (current?.id ?? null) : null,
    // The dialog names the person as the list does, masked.
    maskedName: maskName(detail.registration.name),
    history: detail.history.map(shown),
    confirming: new URL(request.url).searchParams.get("confirm") === "delete",
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The one write here: deleting the registrant with their history (the dialog's form). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, actor } = consolePage(context, "registration");
  const form = await readForm(request);
  if (form.get("intent") !== "delete") throw data(null, { status: 400 });
  await orNotFound(deleteRegistration(db, params.registrationId, actor(request)));
  return redirect(`${CONSOLE_PATHS.registration}?deleted=1`);
}

export default function RegistrationDetailPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <RegistrationDetailView registration={d.registration} history={d.history} currentId={d.currentId} />
      <RegistrationDelete id={d.registration.id} name={d.maskedName} confirming={d.confirming} />
    </>
  );
}
