import type { ReactNode } from 'react';
import { Link } from '../../../ui/link';
import { buttonClass } from '../../../ui/button';

/**
 * What a customer keeps in the profile (addresses, cards): each as a card with its name, a line
 * of detail and its actions, a line when there is none, and the way to add one.
 */
export function SavedList<T extends { id: number }>(props: {
  items: readonly T[];
  empty: string;
  testId: string;
  title: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  add: { href: string; label: string };
}) {
  return (
    <div className="stack">
      {props.items.length === 0 && <p className="muted">{props.empty}</p>}
      <ul className="plain-list">
        {props.items.map((item) => (
          <li key={item.id} className="card row-between" data-testid={props.testId}>
            <span>
              <strong>{props.title(item)}</strong>
              <br />
              <small className="muted">{props.detail(item)}</small>
            </span>
            {props.actions(item)}
          </li>
        ))}
      </ul>
      <Link href={props.add.href} className={buttonClass('primary')}>
        {props.add.label}
      </Link>
    </div>
  );
}
