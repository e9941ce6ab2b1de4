import { XIcon } from './shell-icons.tsx';

interface Props {
  label: string;
  onClick: () => void;
  /** Extra classes, e.g. to hide the button on wide screens. */
  className?: string;
}

/** The square X button that closes a dialog, drawer or menu. */
export function CloseButton({ label, onClick, className = '' }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid size-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface ${className}`}
    >
      <XIcon />
    </button>
  );
}
