import { data, Form, Link } from "react-router";
import { contractAction, contractPage } from "../../../controllers/applications/contract-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { VerifyPanel } from "../../../features/applications/inquiry/verify-panel";
import { RESULT_PATH } from "../../../features/applications/paths";
import { AddToCalendar, CALENDAR_SECTIONS } from "../../../features/calendar/add-to-calendar";
import type { ContractChoice } from "../../../features/contracts/contract-booking.server";
import { scopeContext } from "../../../lib/context";
import { formatDateTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/contract";
import "../site-pages.css";

/** Only its applicant sees a booking: never kept by the page cache (and no-store as a private path). */
export const headers = unsharedPage;

const PARTS = [
  "applicant.contract",
  "application.verify",
  "identity.request",
  "errors.validation",
  ...CALENDAR_SECTIONS,
] as const;

/** /application/contract (계약 예약): a winner at PASSED books, changes or cancels a contract appointment. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, [...PARTS]);
  const answer = await contractPage(context.get(scopeContext), request);
  return data(
    { i18n, meta: meta(t("applicant.contract.title"), t("applicant.contract.description")), ...answer.data },
    { status: answer.status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = context.get(scopeContext);
  const refused = await contractAction(scope, request, await readForm(request));
  return data(refused, { status: refused.status });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** "YYYY-MM-DD HH:MM" in Asia/Seoul. */
const minutes = (at: Date | string) => formatDateTime(at).slice(0, 16);

function Booking({ choice }: { choice: ContractChoice }) {
  const t = useT();
  const booking = choice.booking;
  if (!booking) return <p>{t("applicant.contract.noBooking")}</p>;
  const when = `${minutes(booking.startsAt)}–${minutes(booking.endsAt).slice(11)}`;
  return (
    <div className="contract-booking">
      <p>
        <strong>{booking.completed ? t("applicant.contract.completed") : t("applicant.contract.booked")}</strong>
      </p>
      <dl className="result-facts">
        <dt>{t("applicant.contract.when")}</dt>
        <dd data-testid="contract-when">{when}</dd>
        <dt>{t("applicant.contract.place")}</dt>
        <dd>{booking.place}</dd>
      </dl>
      {!booking.completed && (
        <>
          <AddToCalendar
            label={t("application.calendar.addContract")}
            date={{
              kind: "contract",
              slotId: booking.slotId,
              roundTitle: choice.round.title,
              start: new Date(booking.startsAt),
              end: new Date(booking.endsAt),
              place: booking.place,
            }}
          />
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="applicationId" value={choice.applicationId} />
            <button type="submit" className="button button--secondary">
              {t("applicant.contract.cancel")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

function SlotChoice({ choice, errorId }: { choice: ContractChoice; errorId?: string }) {
  const t = useT();
  if (choice.booking?.completed) return null;
  if (choice.slots.length === 0) return <p>{t("applicant.contract.noSlots")}</p>;
  return (
    <Form method="post" className="contract-form">
      <input type="hidden" name="intent" value="book" />
      <input type="hidden" name="applicationId" value={choice.applicationId} />
      <fieldset aria-describedby={errorId}>
        <legend>{choice.booking ? t("applicant.contract.changeLegend") : t("applicant.contract.legend")}</legend>
        <ul className="contract-slots">
          {choice.slots.map((slot) => {
            const id = `slot-${choice.applicationId}-${slot.id}`;
            const mine = slot.id === choice.booking?.slotId;
            const left = Math.max(slot.capacity - slot.booked, 0);
            return (
              <li key={slot.id}>
                <input
                  type="radio"
                  id={id}
                  name="slotId"
                  value={slot.id}
                  required
                  disabled={!slot.open || mine}
                  defaultChecked={false}
                />{" "}
                <label htmlFor={id}>
                  {minutes(slot.startsAt)}–{minutes(slot.endsAt).slice(11)}, {slot.place} ·{" "}
                  {mine
                    ? t("applicant.contract.yours")
                    : slot.open
                      ? t("applicant.contract.left", { count: left })
                      : t("applicant.contract.full")}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p>
        <button type="submit" className="button">
          {choice.booking ? t("applicant.contract.change") : t("applicant.contract.book")}
        </button>
      </p>
    </Form>
  );
}

export default function ApplicationContract({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="page page--narrow">
      <h1>{t("applicant.contract.title")}</h1>
      {loaderData.view === "contracts" ? (
        <>
          <div role="status" aria-live="polite">
            {loaderData.done && !actionData && (
              <p className="form-status">{t(`applicant.contract.done_${loaderData.done}`)}</p>
            )}
          </div>
          {actionData && !loaderData.contracts.some((c) => c.applicationId === actionData.applicationId) && (
            <p role="alert" className="form-error">
              {actionData.message}
            </p>
          )}
          {loaderData.contracts.length ? (
            <ul className="result-list">
              {loaderData.contracts.map((choice) => {
                const error = actionData?.applicationId === choice.applicationId ? actionData.message : undefined;
                const errorId = `contract-error-${choice.applicationId}`;
                return (
                  <li key={choice.applicationId} className="panel">
                    <h2 lang={lang === "ko" ? undefined : "ko"}>{choice.round.title}</h2>
                    <p>{t("applicant.contract.receipt", { receipt: choice.receiptNo })}</p>
                    <p data-testid="contract-unit">
                      {choice.unit ? t("applicant.contract.unit", choice.unit) : t("applicant.contract.unitPending")}
                    </p>
                    {error && (
                      <p id={errorId} className="form-error" role="alert">
                        {error}
                      </p>
                    )}
                    <Booking choice={choice} />
                    <SlotChoice choice={choice} errorId={error ? errorId : undefined} />
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>{t("applicant.contract.none")}</p>
          )}
        </>
      ) : (
        <VerifyPanel
          text={t("applicant.contract.verifyText")}
          button={t("applicant.contract.verifyButton")}
          returnTo={loaderData.returnTo}
          problem={loaderData.problem}
        />
      )}
      <p>
        <Link to={RESULT_PATH}>{t("applicant.contract.resultLink")}</Link>
      </p>
    </div>
  );
}
