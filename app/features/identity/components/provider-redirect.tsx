import { useT } from "../../../lib/i18n/client";
import type { ProviderForm } from "../provider";

/**
 * The form that takes the browser to the provider (KCP's page or the sandbox page). Without
 * JavaScript the visitor presses its button; with it, the page's script submits it
 * (../provider-step-script.ts).
 */
export function ProviderRedirect({ form }: { form: ProviderForm }) {
  const t = useT();
  return (
    <form method={form.method} action={form.action} className="form--inline" data-provider-form="">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {t("identity.request.continue")}
      </button>
    </form>
  );
}
