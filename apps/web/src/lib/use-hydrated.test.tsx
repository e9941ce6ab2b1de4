import { startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function SubmitButton() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Sign in
    </button>
  );
}

/** Runs `then` in the task in which React has just taken over the page (after its effects). */
function Page({ then }: { then: () => void }) {
  return (
    <form>
      <SubmitButton />
      <AfterTakeOver then={then} />
    </form>
  );
}

function AfterTakeOver({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

let root: Root | undefined;
let actEnvironment: unknown;
beforeEach(() => {
  // React's own scheduling, as in a browser, not flushed by test helpers.
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

it('keeps a prerendered button disabled while hydrating, and enables it in a later task, not in a synchronous re-render right after', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page then={() => {}} />);
  document.body.append(container);
  const button = container.querySelector('button');
  expect(button?.disabled).toBe(true);

  // On a slow phone a synchronous re-render of the page just after it was hydrated is a long task.
  const inTheTakeOverTask = new Promise<boolean | undefined>((resolve) => {
    const then = () => queueMicrotask(() => resolve(button?.disabled));
    startTransition(() => {
      root = hydrateRoot(container, <Page then={then} />);
    });
  });
  expect(await inTheTakeOverTask).toBe(true);

  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('button')).toBe(button);
  expect(button?.disabled).toBe(false);
});
