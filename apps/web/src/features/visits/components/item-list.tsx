import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

export interface Item {
  name: string;
  value: string;
}

interface Props {
  title: string;
  valueLabel: string;
  items: Item[];
  onChange(items: Item[]): void;
}

/** Blood tests or medicines: a name and a value each; both are needed to add one. */
export function ItemList({ title, valueLabel, items, onChange }: Props) {
  const { t } = useTranslation('visits');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const add = () => {
    if (!name.trim() || !value.trim()) return;
    onChange([...items, { name: name.trim(), value: value.trim() }]);
    setName('');
    setValue('');
  };
  const input = 'h-10 min-w-0 flex-1 rounded-lg border border-line px-2 text-sm';
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-ink">{title}</legend>
      <ul className="space-y-1">
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex items-center gap-2 text-sm">
            <span className="flex-1">
              <strong>{item.name}</strong> — {item.value}
            </span>
            <button
              type="button"
              className="text-red-600 underline"
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              {t('consultation.remove', { name: item.name })}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <input
          aria-label={`${title}: ${t('consultation.name')}`}
          placeholder={t('consultation.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={input}
        />
        <input
          aria-label={`${title}: ${valueLabel}`}
          placeholder={valueLabel}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={input}
        />
        <Button variant="outline" size="sm" onClick={add}>
          {t('consultation.add')}
        </Button>
      </div>
    </fieldset>
  );
}
