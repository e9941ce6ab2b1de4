import { type ReactNode, useId, useState } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { ChevronDownIcon } from './shell-icons.tsx';

export interface AccordionItem {
  id: string | number;
  title: ReactNode;
  content: ReactNode;
}

/** The level of the items' headings: one below the heading the accordion sits under. */
type HeadingLevel = 2 | 3 | 4;

interface ItemProps {
  item: AccordionItem;
  open: boolean;
  onToggle(): void;
  headingLevel: HeadingLevel;
}

function AccordionRow({ item, open, onToggle, headingLevel }: ItemProps) {
  const id = useId();
  // On a prerendered page an item opens once the app has taken over (a tap before would be lost).
  const hydrated = useHydrated();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-2xl border border-line bg-white transition-shadow hover:shadow-sm">
      <Heading>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          disabled={!hydrated}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-medium"
        >
          <span>{item.title}</span>
          <ChevronDownIcon
            className={`size-5 shrink-0 text-brand-700 transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="px-5 pb-5 text-sm leading-relaxed text-muted"
      >
        {item.content}
      </section>
    </div>
  );
}

/** Items toggle open and closed independently. */
export function Accordion({
  items,
  wrap,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  wrap?: (node: ReactNode, index: number) => ReactNode;
  headingLevel?: HeadingLevel;
}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = (id: string | number) =>
    setOpenIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="space-y-3">
      {items.map((item, i) => {
        const row = (
          <AccordionRow
            key={item.id}
            item={item}
            open={openIds.has(item.id)}
            onToggle={() => toggle(item.id)}
            headingLevel={headingLevel}
          />
        );
        return wrap ? <div key={item.id}>{wrap(row, i)}</div> : row;
      })}
    </div>
  );
}
