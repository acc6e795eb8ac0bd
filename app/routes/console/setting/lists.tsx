import { SOCIAL_LINK_KINDS } from "../../../lib/enums";
import { useT } from "../../../lib/i18n/client";
import { Checkbox, SelectInput, TextInput } from "../ui/fields";
import type { ListName, SettingsDraft } from "./form";

type Errors = Record<string, string>;

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

function AddButton({ list, label }: { list: ListName; label: string }) {
  return (
    <p>
      <button type="submit" name="intent" value={`add:${list}`} className="console-button">
        {label}
      </button>
    </p>
  );
}

export function FooterInfoList({ items, errors }: { items: SettingsDraft["footerInfo"]; errors: Errors }) {
  const t = useT();
  return (
    <fieldset className="console-fieldset">
      <legend>{t("console.settings.footerInfoHeading")}</legend>
      <p className="console-field__hint">{t("console.settings.footerInfoIntro")}</p>
      {items.length === 0 && <p>{t("console.settings.empty")}</p>}
      {items.map((item, i) => {
        const label = t("console.settings.infoItem", { n: i + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; the form remounts on every edit.
          <fieldset className="console-row" key={i}>
            <legend>{label}</legend>
            <TextInput
              name={`footerInfo.${i}.title`}
              label={t("console.settings.infoTitle")}
              defaultValue={item.title}
              error={errors[`footerInfo.${i}.title`]}
              required
            />
            <TextInput
              name={`footerInfo.${i}.text`}
              label={t("console.settings.infoText")}
              defaultValue={item.text}
              error={errors[`footerInfo.${i}.text`]}
              required
            />
            <Checkbox
              name={`footerInfo.${i}.lineBreak`}
              label={t("console.settings.lineBreak")}
              defaultChecked={item.lineBreak}
            />
            <RowTools list="footerInfo" index={i} count={items.length} label={label} />
          </fieldset>
        );
      })}
      <AddButton list="footerInfo" label={t("console.settings.addInfo")} />
    </fieldset>
  );
}

export function FooterLinkList({ items, errors }: { items: SettingsDraft["footerLinks"]; errors: Errors }) {
  const t = useT();
  return (
    <fieldset className="console-fieldset">
      <legend>{t("console.settings.footerLinksHeading")}</legend>
      <p className="console-field__hint">{t("console.settings.footerLinksIntro")}</p>
      {items.length === 0 && <p>{t("console.settings.empty")}</p>}
      {items.map((item, i) => {
        const label = t("console.settings.linkItem", { n: i + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; the form remounts on every edit.
          <fieldset className="console-row" key={i}>
            <legend>{label}</legend>
            <TextInput
              name={`footerLinks.${i}.title`}
              label={t("console.settings.linkTitle")}
              defaultValue={item.title}
              error={errors[`footerLinks.${i}.title`]}
              required
            />
            <SelectInput
              name={`footerLinks.${i}.kind`}
              label={t("console.settings.linkKind")}
              defaultValue={item.kind}
              options={[
                { value: "internal", label: t("console.settings.linkInternal") },
                { value: "external", label: t("console.settings.linkExternal") },
              ]}
              error={errors[`footerLinks.${i}.kind`]}
            />
            <TextInput
              name={`footerLinks.${i}.target`}
              label={t("console.settings.linkTarget")}
              defaultValue={item.target}
              error={errors[`footerLinks.${i}.target`] ?? errors[`footerLinks.${i}`]}
              required
            />
            <RowTools list="footerLinks" index={i} count={items.length} label={label} />
          </fieldset>
        );
      })}
      <AddButton list="footerLinks" label={t("console.settings.addLink")} />
    </fieldset>
  );
}

export function SocialLinkList({ items, errors }: { items: SettingsDraft["socialLinks"]; errors: Errors }) {
  const t = useT();
  return (
    <fieldset className="console-fieldset">
      <legend>{t("console.settings.socialHeading")}</legend>
      {items.length === 0 && <p>{t("console.settings.empty")}</p>}
      {items.map((item, i) => {
        const label = t("console.settings.socialItem", { n: i + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; the form remounts on every edit.
          <fieldset className="console-row" key={i}>
            <legend>{label}</legend>
            <SelectInput
              name={`socialLinks.${i}.kind`}
              label={t("console.settings.socialKind")}
              defaultValue={item.kind}
              options={SOCIAL_LINK_KINDS.map((k) => ({ value: k, label: t(`console.settings.socialKinds.${k}`) }))}
              error={errors[`socialLinks.${i}.kind`]}
            />
            <TextInput
              name={`socialLinks.${i}.label`}
              label={t("console.settings.socialLabel")}
              defaultValue={item.label}
              error={errors[`socialLinks.${i}.label`]}
              required
            />
            <TextInput
              name={`socialLinks.${i}.url`}
              type="url"
              label={t("console.settings.socialUrl")}
              defaultValue={item.url}
              error={errors[`socialLinks.${i}.url`]}
              required
            />
            <RowTools list="socialLinks" index={i} count={items.length} label={label} />
          </fieldset>
        );
      })}
      <AddButton list="socialLinks" label={t("console.settings.addSocial")} />
    </fieldset>
  );
}
