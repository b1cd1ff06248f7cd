import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../api/errors';
import type { Lang } from '../../domain/localized';

/** A refused save: the server's words (409 who saved first, 422 each field's problem). */
export function Problems({ error, lang }: { error: unknown; lang: Lang }) {
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
              <code>{p.path}</code> {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
