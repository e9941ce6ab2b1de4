import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  className?: string;
}

interface Props<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  empty: ReactNode;
  caption?: string;
}

// Below `sm` each row is a card of "header: value" lines, so Status and Options stay on screen at
// 360 px. The explicit roles keep it a table for screen readers once CSS changes the displays, and
// the visible per-cell header copies are hidden from them (the column headers already name cells).
const STACK = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:gap-1 max-sm:px-4 max-sm:py-3',
  cell: 'max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1',
};

/** A data table with an empty state: columns from `sm` up, one card per row below. */
export function Table<T>({ columns, rows, rowKey, empty, caption }: Props<T>) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table role="table" className={`w-full text-start text-sm sm:min-w-[36rem] ${STACK.table}`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead
          role="rowgroup"
          className={`bg-surface text-xs uppercase tracking-wide text-muted ${STACK.head}`}
        >
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.key}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-start font-medium ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={`divide-y divide-line ${STACK.body}`}>
          {rows.length === 0 ? (
            <tr role="row" className="max-sm:block">
              <td
                role="cell"
                colSpan={columns.length}
                className="block px-4 py-10 text-center text-muted sm:table-cell"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={`hover:bg-surface/60 ${STACK.row}`}>
                {columns.map((c) => {
                  const content = c.cell(row);
                  // A cell with nothing in it (no action left on a cancelled appointment) keeps
                  // the table's columns in place but is no line of the card: a header over nothing.
                  if (content === null || content === undefined || content === false) {
                    return (
                      <td
                        key={c.key}
                        role="cell"
                        className={`px-4 py-3 max-sm:hidden ${c.className ?? ''}`}
                      />
                    );
                  }
                  return (
                    <td key={c.key} role="cell" className={`px-4 py-3 ${STACK.cell} ${c.className ?? ''}`}>
                      <span
                        aria-hidden="true"
                        className="shrink-0 text-xs font-medium uppercase tracking-wide text-muted sm:hidden"
                      >
                        {c.header}
                      </span>
                      <div className="min-w-0 max-sm:text-end">{content}</div>
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
