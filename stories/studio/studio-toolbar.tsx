import type { Lang } from '../../src/domain/localized';
import type { OrderStatus } from '../support/fixtures';
import { DEMO_MERCHANTS, type Folder } from './folder-files';
import { ORDER_STATUSES, PRODUCT_MODES, STUDIO_PAGES, WIDTHS } from './studio-pages';

/** What the preview shows: which page, and as whom, where and how. */
export interface StudioView {
  page: string;
  lang: Lang;
  theme: 'merchant' | 'light' | 'dark';
  channel: 'web' | 'telegram-light' | 'telegram-dark';
  width: number;
  productMode: 'merchant' | (typeof PRODUCT_MODES)[number];
  orderStatus: OrderStatus;
}

export const DEFAULT_VIEW: StudioView = {
  page: 'home',
  lang: 'uz',
  theme: 'merchant',
  channel: 'web',
  width: 360,
  productMode: 'merchant',
  orderStatus: 'COOKING',
};

const LANG_NAMES: Record<Lang, string> = { uz: "O'zbekcha", ru: 'Русский', en: 'English' };

function Choice<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange((typeof value === 'number' ? Number(e.target.value) : e.target.value) as T)}
    >
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
}

/** The preview's controls: page (with the product's mode or the order's status), language, theme, channel, width. */
export function PreviewToolbar({
  view,
  languages,
  onChange,
}: {
  view: StudioView;
  languages: Lang[];
  onChange: (view: StudioView) => void;
}) {
  const set =
    <K extends keyof StudioView>(key: K) =>
    (value: StudioView[K]) =>
      onChange({ ...view, [key]: value });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} role="toolbar" aria-label="Preview">
      <Choice
        label="Page"
        value={view.page}
        options={STUDIO_PAGES.map((p) => [p.id, p.label])}
        onChange={set('page')}
      />
      {view.page === 'product' && (
        <Choice
          label="Product mode"
          value={view.productMode}
          options={[['merchant', "Merchant's mode"], ...PRODUCT_MODES.map((m) => [m, m] as const)]}
          onChange={set('productMode')}
        />
      )}
      {view.page === 'order' && (
        <Choice
          label="Order status"
          value={view.orderStatus}
          options={ORDER_STATUSES.map((s) => [s, s])}
          onChange={set('orderStatus')}
        />
      )}
      <Choice
        label="Language"
        value={view.lang}
        options={languages.map((l) => [l, LANG_NAMES[l]])}
        onChange={set('lang')}
      />
      <Choice
        label="Theme"
        value={view.theme}
        options={[
          ['merchant', "Merchant's theme"],
          ['light', 'Light'],
          ['dark', 'Dark'],
        ]}
        onChange={set('theme')}
      />
      <Choice
        label="Channel"
        value={view.channel}
        options={[
          ['web', 'Web'],
          ['telegram-light', 'Telegram, light theme'],
          ['telegram-dark', 'Telegram, dark theme'],
        ]}
        onChange={set('channel')}
      />
      <Choice
        label="Width"
        value={view.width}
        options={WIDTHS.map((w) => [w.width, w.label])}
        onChange={set('width')}
      />
    </div>
  );
}

/** Where the folder comes from (a demo merchant, or a folder picked or dropped) and where it goes (a .zip). */
export function FolderSource({
  folder,
  onDemo,
  onOpen,
  onDownload,
}: {
  folder: Folder;
  onDemo: (sub: (typeof DEMO_MERCHANTS)[number]) => void;
  onOpen: (files: { path: string; file: File }[]) => void;
  onDownload: () => void;
}) {
  return (
    <fieldset className="stack" style={{ gap: 8 }}>
      <legend>Configuration folder: {folder.name}</legend>
      <label>
        Start from a demo merchant{' '}
        <select
          aria-label="Demo merchant"
          value={DEMO_MERCHANTS.includes(folder.name as never) ? folder.name : ''}
          onChange={(e) => onDemo(e.target.value as (typeof DEMO_MERCHANTS)[number])}
        >
          <option value="" disabled>
            —
          </option>
          {DEMO_MERCHANTS.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <label>
        Open a folder (or drop it here){' '}
        <input
          type="file"
          aria-label="Open a folder"
          // @ts-expect-error -- the directory picker is not in React's types
          webkitdirectory=""
          multiple
          onChange={(e) =>
            onOpen(
              [...(e.target.files ?? [])].map((file) => ({
                path: file.webkitRelativePath || file.name,
                file,
              })),
            )
          }
        />
      </label>
      <button type="button" className="btn" onClick={onDownload}>
        Download {folder.name}.zip
      </button>
    </fieldset>
  );
}
