/** Form fields a user types into or chooses from; read-only and disabled ones are skipped. */
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'select:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

const FOCUSABLE = `${FIELD}, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`;

/**
 * Moves the focus into `container` when what had it went away (a step of a form replaced by the
 * next, a row removed): the element marked `data-autofocus`, else the first field, else, unless
 * `fieldsOnly`, the first control. Returns whether something took the focus.
 */
export function focusFirst(container: HTMLElement | null, { fieldsOnly = false } = {}): boolean {
  const target =
    container?.querySelector<HTMLElement>('[data-autofocus]') ??
    container?.querySelector<HTMLElement>(FIELD) ??
    (fieldsOnly ? null : container?.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
  return Boolean(target);
}
