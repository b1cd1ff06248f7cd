import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import type { components } from '../../api/schema';
import { TextFields } from './text-fields';
import type { TextLang } from './manage-queries';

export type Group = components['schemas']['ManageModifierGroup'];
const EMPTY = { uz: '', ru: '', eng: '' };

/** A dish's modifier groups: each with its min and max and its choices with their prices. */
export function ModifierGroups({
  groups,
  onChange,
  offered,
}: {
  groups: Group[];
  onChange: (groups: Group[]) => void;
  offered: readonly TextLang[];
}) {
  const { t } = useTranslation('ops-manage');
  const set = (i: number, group: Group) => onChange(groups.map((g, k) => (k === i ? group : g)));
  return (
    <section className="manage__groups" aria-label={t('modifierGroups')}>
      <h3>{t('modifierGroups')}</h3>
      {groups.map((group, i) => (
        <fieldset key={group.id ?? `new-${i}`} className="manage__group">
          <legend>{t('group', { n: i + 1 })}</legend>
          <TextFields
            label={t('groupName')}
            value={group.name}
            offered={offered}
            onChange={(name) => set(i, { ...group, name })}
          />
          <div className="manage__row">
            <Field label={t('min')}>
              <input
                type="number"
                min={0}
                value={group.min}
                onChange={(e) => set(i, { ...group, min: Number(e.target.value) })}
              />
            </Field>
            <Field label={t('max')}>
              <input
                type="number"
                min={1}
                value={group.max}
                onChange={(e) => set(i, { ...group, max: Number(e.target.value) })}
              />
            </Field>
          </div>
          {group.modifications.map((choice, k) => (
            <div key={choice.id ?? `new-${k}`} className="manage__choice">
              <TextFields
                label={t('choice', { n: k + 1 })}
                value={choice.name}
                offered={offered}
                onChange={(name) =>
                  set(i, {
                    ...group,
                    modifications: group.modifications.map((c, j) => (j === k ? { ...c, name } : c)),
                  })
                }
              />
              <Field label={t('choicePrice')}>
                <input
                  type="number"
                  inputMode="numeric"
                  value={choice.price}
                  onChange={(e) =>
                    set(i, {
                      ...group,
                      modifications: group.modifications.map((c, j) =>
                        j === k ? { ...c, price: Number(e.target.value) } : c,
                      ),
                    })
                  }
                />
              </Field>
              <Button
                variant="link"
                onClick={() =>
                  set(i, { ...group, modifications: group.modifications.filter((_, j) => j !== k) })
                }
              >
                {t('removeChoice')}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              set(i, { ...group, modifications: [...group.modifications, { name: { ...EMPTY }, price: 0 }] })
            }
          >
            {t('addChoice')}
          </Button>{' '}
          <Button variant="link" onClick={() => onChange(groups.filter((_, k) => k !== i))}>
            {t('removeGroup')}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([
            ...groups,
            { name: { ...EMPTY }, min: 0, max: 1, modifications: [{ name: { ...EMPTY }, price: 0 }] },
          ])
        }
      >
        {t('addGroup')}
      </Button>
    </section>
  );
}
