import { type MedicineInput, medicineInput } from '@reayah/contracts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

/** A medicine being written; `key` tells two lines apart, `errors` are the checks' messages by field. */
export interface MedicineDraft {
  key: number;
  name: string;
  form: string;
  dose: string;
  frequency: string;
  duration: string;
  note: string;
  errors?: Partial<Record<keyof MedicineInput, string>>;
}

type Part = 'name' | 'form' | 'dose' | 'frequency' | 'duration' | 'note';
const PARTS: { part: Part; max: number }[] = [
  { part: 'name', max: 200 },
  { part: 'form', max: 200 },
  { part: 'dose', max: 200 },
  { part: 'frequency', max: 200 },
  { part: 'duration', max: 200 },
  { part: 'note', max: 500 },
];

let lastKey = 0;
export const newMedicine = (): MedicineDraft => ({
  key: ++lastKey,
  name: '',
  form: '',
  dose: '',
  frequency: '',
  duration: '',
  note: '',
});

/**
 * Checks every line with the server's rule; answers the medicines to send, or null after marking
 * each faulty field (the messages are the server's, shown translated).
 */
export function checkMedicines(
  drafts: MedicineDraft[],
  onChange: (drafts: MedicineDraft[]) => void,
): MedicineInput[] | null {
  const results = drafts.map((d) => medicineInput.safeParse(toInput(d)));
  const valid = results.flatMap((r) => (r.success ? [toInput(r.data)] : []));
  if (valid.length === drafts.length) return valid;
  onChange(
    drafts.map((d, i) => {
      const result = results[i];
      if (!result || result.success) return { ...d, errors: {} };
      const errors: MedicineDraft['errors'] = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof MedicineInput;
        errors[field] ??= issue.message;
      }
      return { ...d, errors };
    }),
  );
  return null;
}

const toInput = (d: Omit<MedicineDraft, 'key'>): MedicineInput => ({
  name: d.name,
  form: d.form,
  dose: d.dose,
  frequency: d.frequency,
  duration: d.duration,
  note: d.note,
});

/** The medicines of a consultation, each in its parts: name, form and strength, dose, how often, how long, a note. */
export function MedicineEditor({
  medicines,
  onChange,
}: {
  medicines: MedicineDraft[];
  onChange(medicines: MedicineDraft[]): void;
}) {
  const { t } = useTranslation('prescriptions');
  const edit = (key: number, part: Part, value: string) =>
    onChange(
      medicines.map((m) =>
        m.key === key ? { ...m, [part]: value, errors: { ...m.errors, [part]: undefined } } : m,
      ),
    );
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-medium">{t('medicine.title')}</legend>
      {medicines.length === 0 ? <p className="text-xs text-muted">{t('medicine.none')}</p> : null}
      {medicines.map((m, i) => (
        <div
          key={m.key}
          role="group"
          aria-label={t('medicine.line', { n: i + 1 })}
          className="space-y-2 rounded-lg bg-surface p-3"
        >
          <div className="grid gap-2 sm:grid-cols-3">
            {PARTS.map(({ part, max }) => (
              <TextField
                key={part}
                label={t(`medicine.${part}`)}
                placeholder={t(`medicine.${part}Example`)}
                value={m[part]}
                maxLength={max}
                error={m.errors?.[part]}
                onChange={(e) => edit(m.key, part, e.target.value)}
              />
            ))}
          </div>
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('medicine.removeLabel', { n: i + 1 })}
              onClick={() => onChange(medicines.filter((other) => other.key !== m.key))}
            >
              {t('medicine.remove')}
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...medicines, newMedicine()])}>
        {t('medicine.add')}
      </Button>
    </fieldset>
  );
}
