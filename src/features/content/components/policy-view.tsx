import { useQuery } from '@tanstack/react-query';
import { localized } from '../../../domain/localized';
import { useStorefront } from '../../../tenant/storefront-context';
import { policyQuery, type PolicyType } from '../content.queries';

/** About us, terms of use (oferta) or the privacy policy, in the UI language. */
export function PolicyView({ type, title }: { type: PolicyType; title: string }) {
  const { api, merchant, lang } = useStorefront();
  const { data, isError } = useQuery(policyQuery(api, merchant.id, type));
  return (
    <article className="stack policy">
      <h1 className="page-title">{title}</h1>
      {isError ? (
        <p role="alert">—</p>
      ) : data ? (
        localized(data.text, lang)
          .split(/\n+/)
          .map((p, i) => <p key={i}>{p}</p>)
      ) : (
        <div className="skeleton" style={{ height: 160 }} aria-hidden="true" />
      )}
    </article>
  );
}
