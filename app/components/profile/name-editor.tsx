// Display name: view, or edit with Save changes / Cancel. PUT /api/user with JavaScript; a plain form
// post to the profile page without.
import { Form, Link, useRevalidator } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/utils/use-hydrated";

export function NameEditor({ name, editing: startEditing }: { name: string; editing: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(startEditing);
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);

  if (!editing) {
    return hydrated ? (
      <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
        <Pencil aria-hidden className="h-4 w-4" /> {t("profile.editName")}
      </button>
    ) : (
      <Link to="?edit=1" className="btn-secondary">
        <Pencil aria-hidden className="h-4 w-4" /> {t("profile.editName")}
      </Link>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      const response = await fetch("/api/user", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: value }),
      });
      const body = (await response.json()) as { message?: string };
      if (!response.ok) throw new Error(body.message);
      setEditing(false);
      toast({ title: t("profile.saved"), variant: "success" });
      revalidator.revalidate();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t("profile.updateFailed");
      toast({ title: t("profile.updateFailedTitle"), description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <input type="hidden" name="intent" value="rename" />
      <div className="min-w-48 flex-1">
        <label htmlFor="profile-name" className="field-label">
          {t("profile.nameLabel")}
        </label>
        <input
          id="profile-name"
          name="name"
          required
          maxLength={80}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="field-input"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={busy || !value.trim()}>
        {t("profile.save")}
      </button>
      {hydrated ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setEditing(false);
            setValue(name);
          }}
        >
          {t("profile.cancel")}
        </button>
      ) : (
        <Link to="/profile" className="btn-secondary">
          {t("profile.cancel")}
        </Link>
      )}
    </Form>
  );
}
