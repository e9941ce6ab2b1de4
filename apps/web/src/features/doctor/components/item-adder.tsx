import { useId, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { XIcon } from '#web/components/ui/icons.tsx';

/** A blood test in the adder's list; `key` tells two equal tests apart. */
export interface AddedTest {
  key: number;
  name: string;
  value: string;
}

interface Props {
  items: AddedTest[];
  onChange(items: AddedTest[]): void;
}

const inputClass =
  'block w-full rounded-xl border border-line bg-white px-3 py-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100';

/** The blood tests of a consultation: a name and a result each, both needed to add one. */
export function ItemAdder({ items, onChange }: Props) {
  const { t } = useTranslation('doctor');
  const id = useId();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const nextKey = useRef(0);

  const add = () => {
    if (!name.trim() || !value.trim()) return;
    nextKey.current += 1;
    onChange([...items, { key: nextKey.current, name: name.trim(), value: value.trim() }]);
    setName('');
    setValue('');
  };

  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-line p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium">{t('consultation.bloodTests')}</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <input
          className={inputClass}
          aria-label={t('consultation.itemName')}
          placeholder={t('consultation.itemName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <input
          className={inputClass}
          aria-label={t('consultation.itemValue')}
          placeholder={t('consultation.itemValue')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button size="sm" variant="secondary" className="h-auto py-2.5" onClick={add}>
          {t('consultation.addItem')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('consultation.noItems')}
        </p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm">
              <span className="flex-1">
                <strong className="font-medium">{item.name}</strong>: {item.value}
              </span>
              <button
                type="button"
                aria-label={t('consultation.removeItem', { name: item.name })}
                onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                className="grid size-7 place-items-center rounded-md text-muted hover:bg-white"
              >
                <XIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
