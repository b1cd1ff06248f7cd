import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../api/errors';
import type { Lang } from '../../domain/localized';

/**
 * A refused save: the server's words (409 who saved first, 422 each field's problem); `words`
 * gives a field's problem in the staff member's language where the form has its own.
 */
export function Problems({
  error,
  lang,
  words = {},
}: {
  error: unknown;
  lang: Lang;
  words?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('ops-manage');
  if (!error) return null;
  const body = errorBodyOf(error) as ReturnType<typeof errorBodyOf> & {
    problems?: { path: string; message: string }[];
  };
  return (
    <div role="alert" className="manage__problems">
      <p>{body.problems ? t('checkFields') : errorText(body, lang)}</p>
      {body.problems && (
        <ul>
          {body.problems.map((p) => (
            <li key={`${p.path}${p.message}`}>
              {words[p.path] ?? (
                <>
                  <code>{p.path}</code> {p.message}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
