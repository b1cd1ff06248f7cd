import { useState } from 'react';
import type { PlanLine } from '../../src/onboarding/plan';
import { planText } from '../../src/onboarding/plan';
import { zipFolder, type Folder } from './folder-files';

type Problem = { file: string; path: string; message: string };
type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'plan'; plan: PlanLine[]; created: boolean; of: Folder }
  | { kind: 'done'; plan: PlanLine[]; created: boolean; storefront: string }
  | { kind: 'stale'; basedOn: number; live: number; plan: PlanLine[] }
  | { kind: 'refused'; message: string; problems: Problem[] };

const remembered = (name: string, fallback: string) => localStorage.getItem(`studio:${name}`) ?? fallback;

/** The folder's sub, when its merchant.json says one. */
function subOf(folder: Folder): string | null {
  try {
    return (JSON.parse(folder.texts['merchant.json'] ?? '{}') as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
}

/**
 * Publish: the folder goes to a running server's admin API (its address and the admin key are
 * asked once and remembered), which first answers what would change; confirmed, it applies the
 * change to the live merchant (or creates it) and the studio links its storefront.
 */
export function PublishPanel({ folder }: { folder: Folder }) {
  const [server, setServer] = useState(() => remembered('server', 'http://localhost:8080'));
  const [key, setKey] = useState(() => remembered('key', ''));
  const [sent, setState] = useState<State>({ kind: 'idle' });
  const sub = subOf(folder);
  // the live version this folder started from: the one its plan was read against, then the one its
  // publish made. Another publish since (a colleague's, the CLI's) is not overwritten unawares: the
  // server refuses with what it would revert, and publishing anyway is a choice made here.
  const [basedOn, setBasedOn] = useState<{ sub: string; version: number } | null>(null);
  const base = basedOn && basedOn.sub === sub ? basedOn.version : null;
  // an edit makes the plan shown stale: it is asked for again
  const state: State = sent.kind === 'plan' && sent.of !== folder ? { kind: 'idle' } : sent;

  const send = async (dryRun: boolean, force = false) => {
    if (!sub) return;
    localStorage.setItem('studio:server', server);
    localStorage.setItem('studio:key', key);
    setState({ kind: 'busy' });
    const origin = server.replace(/\/+$/, '');
    try {
      const query = new URLSearchParams({
        ...(dryRun ? { dryRun: 'true' } : {}),
        ...(base !== null ? { basedOn: String(base) } : {}),
        ...(force ? { force: 'true' } : {}),
      });
      const res = await fetch(
        `${origin}/api/admin/v1/merchants/${encodeURIComponent(sub)}/config${query.size ? `?${query}` : ''}`,
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/zip' },
          body: await zipFolder(folder),
        },
      );
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        problems?: Problem[];
        plan?: PlanLine[];
        created?: boolean;
        version?: number;
        basedOn?: number;
        live?: number;
      };
      if (res.status === 409 && body.live !== undefined)
        return setState({
          kind: 'stale',
          basedOn: body.basedOn ?? 0,
          live: body.live,
          plan: body.plan ?? [],
        });
      if (!res.ok)
        return setState({
          kind: 'refused',
          message: `${res.status}: ${body.message ?? res.statusText}`,
          problems: body.problems ?? [],
        });
      const url = new URL(origin);
      if (body.version !== undefined && (!dryRun || base === null))
        setBasedOn({ sub, version: body.version });
      setState(
        dryRun
          ? { kind: 'plan', plan: body.plan ?? [], created: !!body.created, of: folder }
          : {
              kind: 'done',
              plan: body.plan ?? [],
              created: !!body.created,
              storefront: `${url.protocol}//${sub}.${url.host}/`,
            },
      );
    } catch (error) {
      setState({
        kind: 'refused',
        message: `${origin} cannot be reached: ${(error as Error).message}`,
        problems: [],
      });
    }
  };

  return (
    <fieldset className="stack" style={{ gap: 8 }}>
      <legend>Publish {sub ?? ''} to a server</legend>
      <label>
        Server <input aria-label="Server" value={server} onChange={(e) => setServer(e.target.value)} />
      </label>
      <label>
        Admin key{' '}
        <input aria-label="Admin key" type="password" value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <button
        type="button"
        className="btn"
        disabled={!sub || state.kind === 'busy'}
        onClick={() => void send(true)}
      >
        See what changes
      </button>
      {state.kind === 'plan' && (
        <>
          <p role="status">
            {state.created ? `"${sub}" is new: publishing creates it.` : `${state.plan.length} change(s):`}
          </p>
          <ul aria-label="Plan">
            {planText(state.plan).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => void send(false)}>
            Publish {sub}
          </button>
        </>
      )}
      {state.kind === 'done' && (
        <p role="status">
          Published: {state.created ? `"${sub}" created` : `${state.plan.length} change(s) live`}.{' '}
          <a href={state.storefront} target="_blank" rel="noreferrer">
            Open the storefront
          </a>
        </p>
      )}
      {state.kind === 'stale' && (
        <div role="alert">
          <p>
            Version {state.live} of {sub} was published after version {state.basedOn}, which this folder
            started from. Publishing it makes the live merchant this folder again, whatever was changed since;
            these lines differ:
          </p>
          <ul aria-label="Would change">
            {planText(state.plan).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => void send(false, true)}>
            Publish anyway
          </button>
        </div>
      )}
      {state.kind === 'refused' && (
        <div role="alert">
          <p>Refused — {state.message}</p>
          <ul>
            {state.problems.map((p) => (
              <li key={`${p.file}${p.path}${p.message}`}>
                {p.file} {p.path}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
