import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { CloseButton } from './close-button.tsx';
import {
  type FocusMemory,
  focusFirst,
  onTouchScreen,
  opensKeyboard,
  rememberFocus,
  restoreFocusAndFollow,
} from '#web/lib/focus.ts';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Footer actions (buttons). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal on the native <dialog>: focus trap, Escape and backdrop click close it. It opens
 * with focus on the element marked `data-autofocus`, else on the first form field, and gives focus
 * back to the element that had it (the button that opened it) when it closes. On a touch screen a
 * text box is not focused on opening, as its keyboard would cover what the dialog says: the focus
 * goes to the title (still inside the dialog, so Tab goes on to its controls).
 */
export function Dialog({ open, onClose, title, description, children, actions, size = 'md' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<FocusMemory | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = rememberFocus();
      el.showModal?.();
      // showModal focuses the first focusable element, the close button; a form starts at its field.
      if (onTouchScreen()) {
        const chosen = el.querySelector<HTMLElement>('[data-autofocus]');
        (chosen && !opensKeyboard(chosen) ? chosen : heading.current)?.focus();
      } else {
        focusFirst(el, { fieldsOnly: true });
      }
    }
    if (!open && el.open) {
      el.close?.();
      // Not every browser (nor jsdom) restores it; an opener gone (its row removed) hands over to
      // the row that took its place.
      restoreFocusAndFollow(opener.current);
      opener.current = null;
    }
  }, [open]);

  return (
    // A backdrop click closes it; Escape is handled by onCancel.
    <dialog
      ref={ref}
      // Named only while open: a closed dialog painted from prerendered HTML keeps the server's
      // attributes through hydration, and its id may not be the one the client gives the title.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/40 backdrop:backdrop-blur-sm`}
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2
                ref={heading}
                id={titleId}
                tabIndex={-1}
                className="text-lg font-semibold focus:outline-none"
              >
                {title}
              </h2>
              {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
            </div>
            <CloseButton label={t('dialog.close')} onClick={onClose} />
          </div>
          {children}
          {actions ? <div className="mt-6 flex justify-end gap-3">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
