import { useState } from 'react';
import { FILES, type Problem } from '../../src/onboarding/config';
import type { Folder } from './folder-files';

/**
 * The folder's files, one at a time in an editor, and what validate says about them: problems
 * (which keep the folder from going live) and warnings, each with its file and JSON path. A
 * problem's file opens with a click; a file the folder lacks can be started from `{}`.
 */
export function StudioEditor({
  folder,
  onChange,
  problems,
  warnings,
}: {
  folder: Folder;
  onChange: (folder: Folder) => void;
  problems: Problem[];
  warnings: Problem[];
}) {
  const [file, setFile] = useState('settings.json');
  const names = FILES.map((f) => `${f}.json`);
  const text = folder.texts[file];
  const count = (name: string) => problems.filter((p) => p.file === name).length;

  return (
    <div className="stack" style={{ gap: 8 }}>
      <div role="tablist" aria-label="Files" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === file}
            onClick={() => setFile(name)}
            style={{
              fontWeight: name === file ? 700 : 400,
              opacity: folder.texts[name] === undefined ? 0.55 : 1,
              color: count(name) > 0 ? '#b91c1c' : undefined,
            }}
          >
            {name}
            {count(name) > 0 ? ` (${count(name)})` : ''}
          </button>
        ))}
      </div>
      {text === undefined ? (
        <p>
          The folder has no {file}.{' '}
          <button
            type="button"
            onClick={() => onChange({ ...folder, texts: { ...folder.texts, [file]: '{}\n' } })}
          >
            Create it
          </button>
        </p>
      ) : (
        <textarea
          aria-label={file}
          value={text}
          spellCheck={false}
          rows={24}
          onChange={(e) => onChange({ ...folder, texts: { ...folder.texts, [file]: e.target.value } })}
          style={{ fontFamily: 'monospace', fontSize: 12, width: '100%', boxSizing: 'border-box' }}
        />
      )}
      <section aria-label="Validation" aria-live="polite" className="stack" style={{ gap: 4 }}>
        {problems.length === 0 ? (
          <p role="status">✓ valid: npm run merchant -- validate accepts this folder</p>
        ) : (
          <ul role="alert" style={{ color: '#b91c1c', margin: 0, paddingLeft: 18 }}>
            {problems.map((p, i) => (
              <li key={`${p.file}${p.path}${i}`}>
                <button type="button" className="link" onClick={() => setFile(p.file)}>
                  {p.file}
                </button>{' '}
                <code>{p.path}</code>: {p.message}
              </li>
            ))}
          </ul>
        )}
        {warnings.map((w) => (
          <p key={`${w.file}${w.path}`} style={{ color: '#92400e', margin: 0 }}>
            warning: {w.file} <code>{w.path}</code>: {w.message}
          </p>
        ))}
      </section>
    </div>
  );
}
