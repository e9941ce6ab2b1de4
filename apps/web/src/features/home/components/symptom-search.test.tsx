import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { SymptomSearch } from './symptom-search.tsx';

// Home is prerendered: on a slow phone its search box shows, and takes typing, before the app
// has taken the page over. What was typed by then must still be there, and searchable, after.

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

const routerOf = () =>
  createMemoryRouter(
    [
      { path: '/', element: <SymptomSearch /> },
      { path: '/Search', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

it('keeps what was typed in the prerendered search box before the app took over, and searches it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={routerOf()} />);
  document.body.append(container);
  const input = container.querySelector('input');
  if (!input) throw new Error('no search box');
  input.value = 'mal au dos';

  startTransition(() => {
    root = hydrateRoot(container, <RouterProvider router={routerOf()} />);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(container.querySelector('input')?.value).toBe('mal au dos');
  const button = container.querySelector('button');
  expect(button?.disabled).toBe(false);
  button?.click();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('output')?.textContent).toBe('/Search?q=mal%20au%20dos');
});

it('searches natively before the app took over: Enter and the button send the words to /Search?q=', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={routerOf()} />);
  const form = container.querySelector('form');
  expect(form?.getAttribute('action')).toBe('/Search');
  expect(form?.getAttribute('method')).toBe('get');
  expect(container.querySelector('input')?.getAttribute('name')).toBe('q');
  // A disabled default button would block Enter's submission too.
  expect(container.querySelector('button')?.disabled).toBe(false);
});
