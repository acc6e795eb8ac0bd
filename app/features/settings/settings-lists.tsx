import type { ReactNode } from "react";
import { Checkbox, SelectField, TextField } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import { SOCIAL_LINK_KINDS } from "../../lib/enums";
import { useT } from "../../lib/i18n/client";
import type { ListName, SettingsDraft } from "./settings-form";

/** Move up / move down / remove buttons of one row: they post the form with their intent. */
function RowTools({ list, index, count, label }: { list: ListName; index: number; count: number; label: string }) {
  const t = useT();
  const button = (op: string, text: string, disabled = false) => (
    <button
      type="submit"
      name="intent"
      value={`${op}:${list}:${index}`}
      className="console-button console-button--small"
      disabled={disabled}
      aria-label={`${label} ${text}`}
    >
      {text}
    </button>
  );
  return (
    <div className="console-row__tools">
      {button("up", t("console.common.moveUp"), index === 0)}
      {button("down", t("console.common.moveDown"), index === count - 1)}
      {button("remove", t("console.common.remove"))}
    </div>
  );
}

type EditableListProps<T> = {
  list: ListName;
  heading: string;
  intro?: string;
  items: readonly T[];
  /** The accessible name of row n (1-based), also prefixed to its tool buttons. */
  itemLabel: (n: number) => string;
  addLabel: string;
  /** The fields of one row. */
  renderRow: (item: T, index: number) => ReactNode;
};

/**
 * One editable list of the settings form: a fieldset of rows, each with its move up / move
 * down / remove tools, and an add button. The buttons post the form (works without JavaScript).
 */
function EditableList<T>({ list, heading, intro, items, itemLabel, addLabel, renderRow }: EditableListProps<T>) {
  const t = useT();
  return (
    <fieldset className="console-fieldset">
      <legend>{heading}</legend>
      {intro && <p className="console-field__hint">{intro}</p>}
      {items.length === 0 && <p>{t("console.settings.empty")}</p>}
      {items.map((item, i) => {
        const label = itemLabel(i + 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; the form remounts on every edit.
          <fieldset className="console-row" key={i}>
            <legend>{label}</legend>
            {renderRow(item, i)}
            <RowTools list={list} index={i} count={items.length} label={label} />
          </fieldset>
        );
      })}
      <p>
        <button type="submit" name="intent" value={`add:${list}`} className="console-button">
          {addLabel}
        </button>
      </p>
    </fieldset>
  );
}

export function FooterInfoList({ items, form }: { items: SettingsDraft["footerInfo"]; form: ValidatedForm }) {
  const t = useT();
  return (
    <EditableList
      list="footerInfo"
      heading={t("console.settings.footerInfoHeading")}
      intro={t("console.settings.footerInfoIntro")}
      items={items}
      itemLabel={(n) => t("console.settings.infoItem", { n })}
      addLabel={t("console.settings.addInfo")}
      renderRow={(item, i) => (
        <>
          <TextField
            form={form}
            name={`footerInfo.${i}.title`}
            label={t("console.settings.infoTitle")}
            defaultValue={item.title}
            required
          />
          <TextField
            form={form}
            name={`footerInfo.${i}.text`}
            label={t("console.settings.infoText")}
            defaultValue={item.text}
            required
          />
          <Checkbox
            form={form}
            name={`footerInfo.${i}.lineBreak`}
            label={t("console.settings.lineBreak")}
            checked={item.lineBreak}
          />
        </>
      )}
    />
  );
}

export function FooterLinkList({ items, form }: { items: SettingsDraft["footerLinks"]; form: ValidatedForm }) {
  const t = useT();
  return (
    <EditableList
      list="footerLinks"
      heading={t("console.settings.footerLinksHeading")}
      intro={t("console.settings.footerLinksIntro")}
      items={items}
      itemLabel={(n) => t("console.settings.linkItem", { n })}
      addLabel={t("console.settings.addLink")}
      renderRow={(item, i) => (
        <>
          <TextField
            form={form}
            name={`footerLinks.${i}.title`}
            label={t("console.settings.linkTitle")}
            defaultValue={item.title}
            required
          />
          <SelectField
            form={form}
            name={`footerLinks.${i}.kind`}
            label={t("console.settings.linkKind")}
            defaultValue={item.kind}
            options={[
              { value: "internal", label: t("console.settings.linkInternal") },
              { value: "external", label: t("console.settings.linkExternal") },
            ]}
          />
          <TextField
            form={form}
            name={`footerLinks.${i}.target`}
            label={t("console.settings.linkTarget")}
            defaultValue={item.target}
            required
          />
        </>
      )}
    />
  );
}

export function SocialLinkList({ items, form }: { items: SettingsDraft["socialLinks"]; form: ValidatedForm }) {
  const t = useT();
  return (
    <EditableList
      list="socialLinks"
      heading={t("console.settings.socialHeading")}
      items={items}
      itemLabel={(n) => t("console.settings.socialItem", { n })}
      addLabel={t("console.settings.addSocial")}
      renderRow={(item, i) => (
        <>
          <SelectField
            form={form}
            name={`socialLinks.${i}.kind`}
            label={t("console.settings.socialKind")}
            defaultValue={item.kind}
            options={SOCIAL_LINK_KINDS.map((k) => ({ value: k, label: t(`console.settings.socialKinds.${k}`) }))}
          />
          <TextField
            form={form}
            name={`socialLinks.${i}.label`}
            label={t("console.settings.socialLabel")}
            defaultValue={item.label}
            required
          />
          <TextField
            form={form}
            name={`socialLinks.${i}.url`}
            type="url"
            label={t("console.settings.socialUrl")}
            defaultValue={item.url}
            required
          />
        </>
      )}
    />
  );
}
