import { apiAs, createSlots } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// The relatives page and the "for whom" choice on a phone, in French and in Arabic (right to left).

test.use({ viewport: { width: 390, height: 844 } });

for (const [lang, title, forWhom, dir] of [
  ['fr', 'Proches', 'Pour qui ?', 'ltr'],
  ['ar', 'الأقارب', 'لمن الموعد؟', 'rtl'],
] as const) {
  test(`relatives and "for whom" on a phone in ${lang}`, async ({ signedIn }) => {
    const doctor = await signedIn('doctor', 'Karim', 'Ziani');
    await createSlots(doctor, dayFromToday(2), [['09:00', '09:30']]);
    const mother = await signedIn('patient', 'Amina', 'Benali');
    await apiAs(mother, 'post', `/api/patient/${mother.id}/relatives/`, {
      full_name: 'Yacine Benali',
      date_of_birth: '2019-04-12',
      sex: 'M',
      relation: 'child',
    });
    const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
    await mother.context.addCookies([{ name: 'lang', value: lang, url: origin }]);
    await mother.page.request.patch('/api/auth/me/', { data: { language: lang } });

    await mother.page.goto(`/Patients/${mother.id}/Relatives`);
    await expect(mother.page.locator('html')).toHaveAttribute('dir', dir);
    await expect(mother.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(mother.page.getByRole('list', { name: title })).toContainText('Yacine Benali');
    await mother.page.screenshot({ path: test.info().outputPath(`relatives-${lang}.png`), fullPage: true });

    await mother.page.goto(`/book-a-doctor/${doctor.id}`);
    await mother.page.getByTestId('slot').first().click();
    const choice = mother.page.getByRole('group', { name: forWhom });
    await expect(choice).toContainText('Yacine Benali');
    await mother.page.screenshot({ path: test.info().outputPath(`for-whom-${lang}.png`) });
  });
}
