// Keyboard focus kept where a user expects it when what had it goes away (WCAG 2.4.3).

/** Form fields a user types into or chooses from; read-only and disabled ones are skipped. */
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'select:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

const FOCUSABLE = `${FIELD}, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`;
const ROW = 'li, tr, [role="row"], [role="listitem"]';

/** Controls that can take the focus: not in a closed drawer or a hidden part of the page. */
const controlsOf = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && (el.checkVisibility?.({ visibilityProperty: true }) ?? true),
  );

/**
 * Moves the focus into `container` (a step of a form replaced by the next, a dialog opened): the
 * element marked `data-autofocus`, else the first field, else, unless `fieldsOnly`, the first
 * control. Returns whether something took the focus.
 */
export function focusFirst(container: HTMLElement | null, { fieldsOnly = false } = {}): boolean {
  const target =
    container?.querySelector<HTMLElement>('[data-autofocus]') ??
    container?.querySelector<HTMLElement>(FIELD) ??
    (fieldsOnly ? null : container?.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
  return Boolean(target);
}

/** Input types that take no typing, so no on-screen keyboard comes up when they are focused. */
const KEYLESS_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'range',
  'color',
  'image',
]);

/** Whether focusing the element brings up an on-screen keyboard: a text box (input, textarea, editable). */
export function opensKeyboard(element: HTMLElement): boolean {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return !element.readOnly && !KEYLESS_INPUTS.has(element.type);
  return element.isContentEditable;
}

/** A touch screen: the main pointer is a finger, and a focused text box brings up the keyboard. */
export function onTouchScreen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches;
}

/** Where the focus was, and what stands in for it if it is removed: its row's place in its list. */
export interface FocusMemory {
  element: HTMLElement;
  list: Element | null;
  rowIndex: number;
  controlIndex: number;
  ancestors: Element[];
}

/** Remembers the focused element (the button opening a dialog or an alert), or null if none. */
export function rememberFocus(): FocusMemory | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const row = element.closest(ROW);
  const list = row?.parentElement ?? null;
  const ancestors: Element[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    ancestors.push(node);
  }
  return {
    element,
    list,
    rowIndex: row && list ? [...list.children].indexOf(row) : -1,
    controlIndex: row ? controlsOf(row).indexOf(element) : -1,
    ancestors,
  };
}

/**
 * The focus goes back to the remembered element; if it was removed (its row deleted or booked),
 * to the same control of the row that took its place (else the row before), else to the nearest
 * part of the page still there: its first control, or its heading.
 */
export function restoreFocus(memory: FocusMemory | null): void {
  if (!memory) return;
  if (memory.element.isConnected) {
    memory.element.focus();
    return;
  }
  const { list, rowIndex, controlIndex } = memory;
  const rows = list?.isConnected ? [...list.children] : [];
  const row = rows[Math.min(rowIndex, rows.length - 1)];
  const controls = row ? controlsOf(row) : [];
  const successor = controls[Math.min(Math.max(controlIndex, 0), controls.length - 1)];
  if (successor) {
    successor.focus();
    return;
  }
  for (const place of memory.ancestors) {
    if (!place.isConnected) continue;
    const control = controlsOf(place)[0];
    const heading = place.querySelector<HTMLElement>('h1, h2, h3');
    if (control) control.focus();
    else if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    } else continue;
    return;
  }
}

/**
 * Restores the focus now, and again if the element it went back to leaves the page soon after
 * (the list reloaded after the dialog closed) while nothing else took the focus. The user's next
 * key or click ends the watch: from then on the focus is theirs to move.
 */
export function restoreFocusAndFollow(memory: FocusMemory | null, ms = 5_000): void {
  restoreFocus(memory);
  const element = memory?.element;
  if (!element?.isConnected) return;
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    const active = document.activeElement;
    if (active === null || active === document.body) restoreFocus(memory);
  });
  const timer = setTimeout(() => stop(), ms);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
}
