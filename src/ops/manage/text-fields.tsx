import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import { LANGS, type ManageText, type TextLang } from './manage-queries';

/** A text in each language the merchant offers, one labelled input each. */
export function TextFields({
  label,
  value,
  onChange,
  offered,
  multiline = false,
}: {
  label: string;
  value: ManageText;
  onChange: (value: ManageText) => void;
  offered: readonly TextLang[];
  multiline?: boolean;
}) {
  const { t } = useTranslation('ops-manage');
  return (
    <fieldset className="manage__texts">
      <legend>{label}</legend>
      {LANGS.filter((l) => offered.includes(l)).map((lang) => (
        <Field key={lang} label={t(`lang.${lang}`)}>
          {multiline ? (
            <textarea
              rows={2}
              value={value[lang] ?? ''}
              onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            />
          ) : (
            <input
              value={value[lang] ?? ''}
              onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
