import { afterEach, describe, expect, it } from 'vitest';
import { rememberFocus, restoreFocus, restoreFocusAndFollow } from './focus.ts';

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector<HTMLElement>(selector);
}

const ROWS = `
  <section><h2>Slots</h2>
    <ul>
      <li id="a"><button>Edit a</button><button id="del-a">Delete a</button></li>
      <li id="b"><button>Edit b</button><button id="del-b">Delete b</button></li>
      <li id="c"><button>Edit c</button><button id="del-c">Delete c</button></li>
    </ul>
  </section>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('restoreFocus', () => {
  it('gives the focus back to the remembered element while it is there', () => {
    const $ = page(ROWS);
    $('#del-b')?.focus();
    const memory = rememberFocus();
    $('#a button')?.focus();
    restoreFocus(memory);
    expect(document.activeElement).toBe($('#del-b'));
  });

  it('moves to the same control of the row that took the removed row’s place', () => {
    const $ = page(ROWS);
    $('#del-b')?.focus();
    const memory = rememberFocus();
    $('#b')?.remove();
    restoreFocus(memory);
    expect(document.activeElement).toBe($('#del-c'));
  });

  it('moves to the row before when the last row was removed', () => {
    const $ = page(ROWS);
    $('#del-c')?.focus();
    const memory = rememberFocus();
    $('#c')?.remove();
    restoreFocus(memory);
    expect(document.activeElement).toBe($('#del-b'));
  });

  it('falls back to the heading of the section when the whole list is gone', () => {
    const $ = page(ROWS);
    $('#del-a')?.focus();
    const memory = rememberFocus();
    $('ul')?.replaceWith(document.createTextNode('Nothing left'));
    restoreFocus(memory);
    expect(document.activeElement).toBe($('h2'));
    expect($('h2')?.tabIndex).toBe(-1);
  });

  it('remembers nothing when nothing has the focus', () => {
    page(ROWS);
    expect(rememberFocus()).toBeNull();
  });
});

describe('restoreFocusAndFollow', () => {
  it('follows to the next row when the restored element leaves the page soon after', async () => {
    const $ = page(ROWS);
    $('#del-a')?.focus();
    const memory = rememberFocus();
    restoreFocusAndFollow(memory);
    expect(document.activeElement).toBe($('#del-a'));
    $('#a')?.remove();
    await new Promise((done) => setTimeout(done, 0));
    expect(document.activeElement).toBe($('#del-b'));
  });
});

describe('restoreFocusAndFollow after the user acts', () => {
  it('leaves the focus alone once the user pressed a key', async () => {
    const $ = page(ROWS);
    $('#del-a')?.focus();
    restoreFocusAndFollow(rememberFocus());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    $('#a')?.remove();
    await new Promise((done) => setTimeout(done, 0));
    expect(document.activeElement).toBe(document.body);
  });
});
