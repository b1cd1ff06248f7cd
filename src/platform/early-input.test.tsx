import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayEarlyInput, type EarlyInput } from './early-input';

/** A dish's choices as the product sheet keeps them: React state, rendered into controlled inputs. */
function Choices({ onState }: { onState: (state: object) => void }) {
  const [portion, setPortion] = useState('1');
  const [extras, setExtras] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [added, setAdded] = useState<object | null>(null);
  onState({ portion, extras, note, added });
  return (
    <form>
      {['1', '1.5'].map((p) => (
        <input
          key={p}
          type="radio"
          name="portion"
          aria-label={p}
          checked={portion === p}
          onChange={() => setPortion(p)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="qazi"
        checked={extras.includes('qazi')}
        onChange={() =>
          setExtras((x) => (x.includes('qazi') ? x.filter((e) => e !== 'qazi') : [...x, 'qazi']))
        }
      />
      <input aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="button" onClick={() => setAdded({ portion, extras, note })}>
        add
      </button>
    </form>
  );
}

describe('what the customer did before the page was hydrated', () => {
  it('reaches the components: the portion, the extra, the note and the tap, in order', async () => {
    let state: Record<string, unknown> = {};
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choices onState={() => {}} />);
    document.body.append(container);
    const [one, oneAndHalf] = container.querySelectorAll<HTMLInputElement>('input[type=radio]');
    const qazi = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    const note = container.querySelector<HTMLInputElement>('input[aria-label=note]')!;
    const add = container.querySelector('button')!;
    // the customer, before any script: the half portion, qazi on, off and on again, a note, "add"
    oneAndHalf!.checked = true;
    qazi.checked = true;
    note.value = 'no onion';
    const early: EarlyInput[] = [
      { kind: 'input', target: oneAndHalf!, checked: true, value: 'on' },
      { kind: 'input', target: qazi, checked: true, value: 'on' },
      { kind: 'input', target: qazi, checked: false, value: 'on' },
      { kind: 'input', target: qazi, checked: true, value: 'on' },
      { kind: 'input', target: note, checked: false, value: 'no onion' },
      { kind: 'tap', target: add },
    ];
    await act(async () => {
      hydrateRoot(container, <Choices onState={(s) => (state = s as Record<string, unknown>)} />);
    });
    // hydration left the page as the customer set it, while the state is still the default
    expect(state).toMatchObject({ portion: '1', extras: [], note: '' });
    await act(() => replayEarlyInput(early, { nextFrame: () => Promise.resolve() }));
    expect(state.added).toEqual({ portion: '1.5', extras: ['qazi'], note: 'no onion' });
    expect(one!.checked).toBe(false);
    expect(oneAndHalf!.checked).toBe(true);
    expect(qazi.checked).toBe(true);
    container.remove();
  });

  it('skips what is no longer on the page and waits for what is not hydrated yet', async () => {
    const gone = document.createElement('button');
    let clicked = 0;
    const later = document.createElement('button');
    later.addEventListener('click', () => clicked++);
    document.body.append(later);
    let frames = 0;
    await replayEarlyInput(
      [
        { kind: 'tap', target: gone },
        { kind: 'tap', target: later },
      ],
      { hydrated: () => frames >= 3, nextFrame: async () => void frames++ },
    );
    expect(frames).toBe(3);
    expect(clicked).toBe(1);
    later.remove();
  });
});
