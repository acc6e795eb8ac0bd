import { useState } from "react";
import { Form, Link } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { ConfirmDialog } from "../../components/console/dialog";
import { ChoiceGroup, FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ApplicationStatus } from "../../lib/enums";
import { type FormValues, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { applicationDetailPath } from "./review-paths";
import { STATUS_NOTE_MAX, statusChangeSchema } from "./status-change-schema";
import { isMessageStatus, NOTE_REQUIRED, type TargetStatus } from "./status-workflow";

export type SelectedApplication = { id: string; receiptNo: string | null; name: string; status: ApplicationStatus };

/** The selection the change applies to: receipt, name (masked, as in the list) and current status. */
export function SelectionTable({ items }: { items: SelectedApplication[] }) {
  const t = useT();
  const columns: Column<SelectedApplication>[] = [
    {
      header: "console.applicationFlow.receiptNo",
      className: "console-nowrap",
      cell: (a) => <Link to={applicationDetailPath(a.id)}>{a.receiptNo ?? a.id}</Link>,
    },
    { header: "console.applicationFlow.name", cell: (a) => a.name },
    { header: "console.applicationFlow.currentStatus", cell: (a) => t(`console.applicationStatus.${a.status}`) },
  ];
  return (
    <ListTable
      caption={t("console.applicationFlow.selectionCaption", { count: items.length })}
      columns={columns}
      rows={items}
      rowKey={(a) => a.id}
    />
  );
}

type Answer = {
  values?: FormValues;
  message?: string;
  errors?: Record<string, string>;
  confirm?: { to: TargetStatus; note: string };
};

const Ids = ({ ids }: { ids: string[] }) => ids.map((id) => <input key={id} type="hidden" name="id" value={id} />);

/**
 * The change: the target statuses every selected application may take, a note, and one
 * confirmation. The first post only checks and asks (the dialog, rendered by the server too,
 * so it works without JavaScript); the dialog's own form applies the change.
 */
export function StatusChangeForm({
  ids,
  options,
  here,
  answer,
}: {
  ids: string[];
  options: TargetStatus[];
  here: string;
  answer?: Answer;
}) {
  const t = useT();
  const form = useValidatedForm({ schema: statusChangeSchema, serverErrors: answer?.errors });
  const [dismissed, setDismissed] = useState<Answer | undefined>();
  const confirm = answer?.confirm && dismissed !== answer ? answer.confirm : undefined;
  const label = (s: string) => t(`console.applicationStatus.${s as TargetStatus}`);
  if (options.length === 0) return <p className="console-note">{t("console.applicationFlow.noCommonTarget")}</p>;
  return (
    <>
      <Form method="post" action={here} {...form.formProps}>
        <FormError message={answer?.message} />
        <Ids ids={ids} />
        <ChoiceGroup
          form={form}
          name="to"
          type="radio"
          required
          label={t("console.applicationFlow.to")}
          hint={t("console.applicationFlow.toHint")}
          options={options.map((s) => ({ value: s, label: label(s) }))}
          checked={[keptValue(answer?.values, "to")]}
        />
        <TextField
          form={form}
          name="note"
          multiline
          rows={4}
          maxLength={STATUS_NOTE_MAX}
          label={t("console.applicationFlow.note")}
          hint={t("console.applicationFlow.noteHint", { statuses: NOTE_REQUIRED.map(label).join(", ") })}
          defaultValue={keptValue(answer?.values, "note")}
        />
        <p>
          <button type="submit" name="intent" value="confirm" className="console-button console-button--primary">
            {t("console.applicationFlow.submit")}
          </button>
        </p>
      </Form>
      {confirm && (
        <ConfirmDialog
          title={t("console.applicationFlow.confirmTitle")}
          message={`${t("console.applicationFlow.confirmMessage", { count: ids.length, status: label(confirm.to) })}${
            isMessageStatus(confirm.to) ? ` ${t("console.applicationFlow.confirmSendsMessages")}` : ""
          }`}
          cancelLabel={t("console.applicationFlow.cancel")}
          cancelHref={here}
          onCancel={() => setDismissed(answer)}
        >
          <Form method="post" action={here}>
            <Ids ids={ids} />
            <input type="hidden" name="to" value={confirm.to} />
            <input type="hidden" name="note" value={confirm.note} />
            <button type="submit" name="intent" value="apply" className="console-button console-button--primary">
              {t("console.applicationFlow.confirmOk")}
            </button>
          </Form>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * The success message of a change, for the pages it lands on (the detail and the list read
 * `?statusChanged=<count>`, see afterChangePath).
 */
export function StatusChangedMessage({ search }: { search: string }) {
  const t = useT();
  const count = Number(new URLSearchParams(search).get("statusChanged") ?? 0);
  return <StatusMessage>{count > 0 ? t("console.applicationFlow.changed", { count }) : ""}</StatusMessage>;
}
