import type { ConsultationItemInput } from '@reayah/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { XIcon } from '../../../components/ui/icons.tsx';

/** An item in the adder's list; `key` tells two equal items apart. */
export type AddedItem = ConsultationItemInput & { key: number };

interface Props {
  items: AddedItem[];
  onChange(items: AddedItem[]): void;
}

const inputClass =
  'block w-full rounded-xl border border-line bg-white px-3 py-2.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100';

/** SPEC §2 item adder: blood tests and medicine items; an item needs both a name and a value. */
export function ItemAdder({ items, onChange }: Props) {
  const { t } = useTranslation('doctor');
  const id = useId();
  const [type, setType] = useState<ConsultationItemInput['type']>('blood-test');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const nextKey = useRef(0);

  const add = () => {
    if (!name.trim() || !value.trim()) return;
    nextKey.current += 1;
    onChange([...items, { key: nextKey.current, type, name: name.trim(), value: value.trim() }]);
    setName('');
    setValue('');
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-medium">{t('consultation.items')}</legend>
      <div className="grid gap-2 sm:grid-cols-[9rem_1fr_1fr_auto]">
        <label className="sr-only" htmlFor={`${id}-type`}>
          {t('consultation.itemType')}
        </label>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
        >
          <option value="blood-test">{t('consultation.bloodTest')}</option>
          <option value="medicine-item">{t('consultation.medicineItem')}</option>
        </select>
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
        <p className="text-xs text-muted">{t('consultation.noItems')}</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm">
              <span className="rounded-md bg-white px-2 py-0.5 text-xs text-muted">
                {item.type === 'blood-test' ? t('consultation.bloodTest') : t('consultation.medicineItem')}
              </span>
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
