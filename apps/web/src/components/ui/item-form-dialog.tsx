import { type ReactNode, useState } from 'react';
import { Dialog } from './dialog.tsx';

interface Props<T> {
  /** What the dialog acts on; it is open while there is one. */
  item: T | null;
  onClose(): void;
  title: string;
  /** The text under the title, naming the item. */
  describe(item: T): string;
  /**
   * The form, mounted each time the dialog opens so that it starts empty; it calls setBusy while
   * it sends, and the dialog cannot be closed meanwhile.
   */
  children(item: T, setBusy: (busy: boolean) => void): ReactNode;
}

/** A dialog holding a form about one item (an appointment, a booking). */
export function ItemFormDialog<T>({ item, onClose, title, describe, children }: Props<T>) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={item !== null}
      onClose={busy ? () => undefined : onClose}
      title={title}
      description={item === null ? undefined : describe(item)}
    >
      {item === null ? null : children(item, setBusy)}
    </Dialog>
  );
}
