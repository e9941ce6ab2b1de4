import type { PrescriptionMedicine } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';

export interface MedicineLine extends PrescriptionMedicine {
  key: number;
}

interface Props {
  lines: MedicineLine[];
  onChange(lines: MedicineLine[]): void;
}

let nextKey = 1;
export const newLine = (name = '', dosage = ''): MedicineLine => ({ key: nextKey++, name, dosage });

/** The medicines a prescription will carry: one name and one dosage per line, editable before issuing. */
export function MedicineLines({ lines, onChange }: Props) {
  const { t } = useTranslation('prescriptions');
  const edit = (key: number, field: 'name' | 'dosage', value: string) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  return (
    <div className="space-y-3">
      {lines.map((line, i) => (
        <div key={line.key} className="grid items-end gap-3 sm:grid-cols-[1fr_1.4fr_auto]">
          <TextField
            label={t('issue.medicine')}
            value={line.name}
            maxLength={200}
            onChange={(e) => edit(line.key, 'name', e.target.value)}
          />
          <TextField
            label={t('issue.dosage')}
            value={line.dosage}
            maxLength={500}
            onChange={(e) => edit(line.key, 'dosage', e.target.value)}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('issue.removeLabel', { n: i + 1 })}
            onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
          >
            {t('issue.remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...lines, newLine()])}>
        {t('issue.addLine')}
      </Button>
    </div>
  );
}
