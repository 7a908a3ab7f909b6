/**
 * Focuses the control named `name` in the form around `from` (or the page): a text input, or in a
 * radio group the chosen option, else the first one, as a Tab into the group would.
 */
export function focusField(from: HTMLElement | null, name: string): void {
  const form = from?.closest('form');
  const found = form ? form.elements.namedItem(name) : (document.getElementsByName(name)[0] ?? null);
  if (found instanceof RadioNodeList) {
    const options = Array.from(found) as HTMLInputElement[];
    (options.find((option) => option.checked) ?? options[0])?.focus();
  } else if (found instanceof HTMLElement) {
    found.focus();
  }
}
