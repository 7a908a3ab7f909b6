/**
 * A form of the server's HTML sent before its code has come. React drops an event aimed at a part
 * of the page it has not hydrated yet (the registration form is a chunk of its own, taken over
 * after the rest), so the press would be lost: the page keeps it here (app/start.tsx) and the
 * form's hook sends it again once React holds the form (use-site-form.ts). A form React already holds
 * takes the press itself, and its handler forgets the kept one at once.
 */
const kept = new WeakMap<HTMLFormElement, { submitter: HTMLElement | null; at: number }>();

/** A press older than this is not sent again: the fan has moved on. */
const KEEP_MS = 60_000;

/** Remembers a submit of the page (called for every submit, before React sees it). */
export const keepSubmit = (event: SubmitEvent) => {
  if (event.target instanceof HTMLFormElement)
    kept.set(event.target, { submitter: event.submitter, at: Date.now() });
};

/** The form's handler ran: nothing to send again. */
export const forgetSubmit = (form: HTMLFormElement | null) => {
  if (form) kept.delete(form);
};

/**
 * Once React holds `form`: a press kept for it (made before, and dropped) is sent again, after the
 * values typed into the server's HTML have become the form's.
 */
export const resendKeptSubmit = (form: HTMLFormElement) => {
  const press = kept.get(form);
  if (!press) return;
  setTimeout(() => {
    if (kept.get(form) !== press) return;
    kept.delete(form);
    if (Date.now() - press.at > KEEP_MS || !form.isConnected) return;
    const submitter =
      press.submitter instanceof HTMLButtonElement || press.submitter instanceof HTMLInputElement
        ? press.submitter
        : null;
    form.requestSubmit(submitter && submitter.form === form ? submitter : null);
  }, 0);
};
