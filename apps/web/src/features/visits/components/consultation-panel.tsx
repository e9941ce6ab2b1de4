import { useState } from 'react';
import {
  checkMedicines,
  type MedicineDraft,
  MedicineEditor,
} from '#web/components/prescriptions/medicine-editor.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { saveVisitConsultation } from '../api/visit.ts';
import { type Item, ItemList } from './item-list.tsx';

/** The doctor writes the consultation beside the call, which keeps running. */
export function ConsultationPanel({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation('visits');
  const [objective, setObjective] = useState('');
  const [content, setContent] = useState('');
  const [next, setNext] = useState('');
  const [bloodTests, setBloodTests] = useState<Item[]>([]);
  const [medicines, setMedicines] = useState<MedicineDraft[]>([]);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');

  const save = async () => {
    const checked = checkMedicines(medicines, setMedicines);
    if (!checked) return;
    setState('saving');
    try {
      await saveVisitConsultation(appointmentId, {
        objective,
        content,
        ...(next ? { next_consultaion: next } : {}),
        items: [
          ...bloodTests.map((i) => ({ type: 'blood-test' as const, ...i })),
          ...checked.map((m) => ({ type: 'medicine-item' as const, ...m })),
        ],
      });
      setState('saved');
      setObjective('');
      setContent('');
      setNext('');
      setBloodTests([]);
      setMedicines([]);
    } catch {
      setState('error');
    }
  };

  const field = 'mt-1 w-full rounded-lg border border-line px-2 text-sm';
  return (
    <section
      aria-labelledby="visit-consultation"
      className="space-y-3 rounded-2xl border border-line bg-white p-4"
    >
      <h2 id="visit-consultation" className="text-lg font-semibold text-ink">
        {t('consultation.title')}
      </h2>
      <label className="block text-sm font-medium text-ink">
        {t('consultation.objective')}
        <input value={objective} onChange={(e) => setObjective(e.target.value)} className={`${field} h-10`} />
      </label>
      <label className="block text-sm font-medium text-ink">
        {t('consultation.details')}
        <textarea
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={4}
          className={`${field} py-2`}
        />
      </label>
      <label className="block text-sm font-medium text-ink">
        {t('consultation.next')}
        <input
          type="date"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          className={`${field} h-10`}
        />
      </label>
      <ItemList
        title={t('consultation.bloodTests')}
        valueLabel={t('consultation.value')}
        items={bloodTests}
        onChange={setBloodTests}
      />
      <MedicineEditor medicines={medicines} onChange={setMedicines} />
      <Button
        onClick={() => void save()}
        loading={state === 'saving'}
        disabled={!objective.trim() || !content.trim()}
        className="w-full"
      >
        {t('consultation.save')}
      </Button>
      <p role="status" className={`text-sm ${state === 'error' ? 'text-red-600' : 'text-green-700'}`}>
        {state === 'saved' && t('consultation.saved')}
        {state === 'error' && t('consultation.error')}
      </p>
    </section>
  );
}
