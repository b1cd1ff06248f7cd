import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list the manager reorders by dragging a row, or from the keyboard: a row's handle focused,
 * Arrow Up / Arrow Down moves it (the move is announced). `onMove` gets the new order of ids.
 */
export function ReorderList<T extends { id: number }>({
  items,
  label,
  render,
  nameOf,
  onMove,
}: {
  items: T[];
  label: string;
  render: (item: T) => ReactNode;
  nameOf: (item: T) => string;
  onMove: (ids: number[]) => void;
}) {
  const { t } = useTranslation('ops-manage');
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id as number);
    onMove(ids);
    setSaid(t('moved', { name: nameOf(items[from] as T), place: to + 1, count: items.length }));
  };
  return (
    <>
      <ol className="manage__list" aria-label={label}>
        {items.map((item, i) => (
          <li
            key={item.id}
            className={dragged === item.id ? 'manage__item manage__item--dragged' : 'manage__item'}
            draggable
            onDragStart={() => setDragged(item.id)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const from = items.findIndex((x) => x.id === dragged);
              if (from >= 0) move(from, i);
              setDragged(null);
            }}
          >
            <button
              type="button"
              className="manage__handle"
              aria-label={t('moveHandle', { name: nameOf(item) })}
              aria-describedby="manage-move-help"
              onKeyDown={(e) => {
                if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                  e.preventDefault();
                  move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
                }
              }}
            >
              ⠿
            </button>
            {render(item)}
          </li>
        ))}
      </ol>
      <p id="manage-move-help" className="visually-hidden">
        {t('moveHelp')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </>
  );
}
