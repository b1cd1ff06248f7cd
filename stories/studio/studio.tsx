import { PublishPanel } from './studio-publish';
import type { i18n } from 'i18next';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { configWarnings, parseFolder, checkFolder, type Problem } from '../../src/onboarding/config';
import { App } from '../../src/app/app';
import { activeLanguages } from '../../src/domain/language';
import { createI18n } from '../../src/i18n/i18n';
import { fixtureCustomer, type StorefrontFixture } from '../support/fixtures';
import { FixtureStorefront } from '../support/storefront';
import { demoFolder, droppedFiles, folderOf, zipFolder, type Folder } from './folder-files';
import { folderStorefront } from './folder-storefront';
import { DeviceFrame } from './frame';
import { StudioEditor } from './studio-editor';
import { sampleBasket, STUDIO_PAGES, WIDTHS } from './studio-pages';
import { studioTelegram, type TelegramChrome } from './studio-telegram';
import { DEFAULT_VIEW, FolderSource, PreviewToolbar, type StudioView } from './studio-toolbar';

interface Checked {
  folder: Folder;
  problems: Problem[];
  warnings: Problem[];
  /** the storefront of the folder's last valid version */
  fixture: StorefrontFixture | null;
  /** counts the valid versions the preview has shown */
  version: number;
}

/** A folder with every problem validate reports (by file and JSON path), and its storefront if it has none. */
function check(folder: Folder, previous: Checked | null): Checked {
  const read = parseFolder(folder.texts, folder.images);
  const { config, problems } = checkFolder(read);
  const warnings = configWarnings(read.config);
  const version = previous?.version ?? 0;
  if (config)
    return {
      folder,
      problems,
      warnings,
      fixture: folderStorefront(config),
      version: version + 1,
    };
  // a folder that stops being valid keeps showing its last valid version; another folder starts afresh
  const kept = previous?.folder.name === folder.name ? previous.fixture : null;
  return { folder, problems, warnings, fixture: kept, version };
}

/**
 * The preview's customer stands at the merchant's main branch: the browser's own location
 * (refused in most previews) would put a permission toast over every page.
 */
function placeCustomerAt(fixture: StorefrontFixture | null) {
  const branch = fixture?.branches.find((b) => b.isMain) ?? fixture?.branches[0];
  if (!branch) return;
  const at = { coords: { latitude: branch.latitude, longitude: branch.longitude, accuracy: 20 } };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: (p: typeof at) => void) => ok(at),
      watchPosition: (ok: (p: typeof at) => void) => (ok(at), 1),
      clearWatch: () => {},
    },
  });
}

/**
 * The onboarding studio: a merchant's configuration folder (a demo merchant's, or one the staff
 * open), every page of its storefront as customers will see it, and the files, editable, with
 * every problem `npm run merchant -- validate` would report, as they type.
 */
export function Studio({ initial, view: initialView }: { initial: Folder; view?: Partial<StudioView> }) {
  const [checked, setChecked] = useState(() => check(initial, null));
  const { folder, fixture, problems, warnings } = checked;
  const setFolder = (next: Folder) => setChecked((c) => check(next, c));
  const [chosen, setView] = useState<StudioView>({ ...DEFAULT_VIEW, ...initialView });
  const languages = fixture ? activeLanguages(fixture.settings) : [];
  const view = { ...chosen, lang: languages.includes(chosen.lang) ? chosen.lang : (languages[0] ?? 'uz') };
  const [i18nInstance, setI18n] = useState<i18n | null>(null);
  useEffect(() => {
    let live = true;
    void createI18n(view.lang).then((instance) => live && setI18n(instance));
    return () => {
      live = false;
    };
  }, [view.lang]);

  const page = STUDIO_PAGES.find((p) => p.id === view.page) ?? (STUDIO_PAGES[0] as (typeof STUDIO_PAGES)[0]);
  const size = WIDTHS.find((w) => w.width === view.width) ?? WIDTHS[0];
  const previewKey = JSON.stringify([view, checked.version]);
  const [chromeOf, setChrome] = useState<{ key: string; chrome: TelegramChrome } | null>(null);
  const telegram = useMemo(
    () =>
      view.channel === 'web'
        ? null
        : studioTelegram(view.channel === 'telegram-dark' ? 'dark' : 'light', (chrome) =>
            setChrome({ key: previewKey, chrome }),
          ),
    [view.channel, previewKey],
  );
  const chrome = chromeOf?.key === previewKey ? chromeOf.chrome : null;

  const settings = {
    ...(view.theme === 'light' ? { isDark: false } : view.theme === 'dark' ? { isDark: true } : {}),
    ...(view.productMode === 'merchant' ? {} : { productNavigationType: view.productMode }),
  };
  // the importer names a folder's pictures `<sub>-<file>` on the CDN
  const picture = (name: string | null | undefined) => {
    if (!name) return null;
    if (/^(https?:|blob:|data:|\/)/.test(name)) return name;
    const prefix = `${fixture?.merchant.sub}-`;
    return folder.images[name.startsWith(prefix) ? name.slice(prefix.length) : name] ?? null;
  };
  const open = async (files: { path: string; file: File }[]) => {
    const opened = await folderOf(files);
    if (Object.keys(opened.texts).length > 0) setFolder(opened);
  };
  const download = async () => {
    const url = URL.createObjectURL(await zipFolder(folder));
    const a = Object.assign(document.createElement('a'), { href: url, download: `${folder.name}.zip` });
    a.click();
    URL.revokeObjectURL(url);
  };
  const ready = fixture && i18nInstance?.language === view.lang;
  // before the preview's own effects ask where the customer is
  useLayoutEffect(() => placeCustomerAt(fixture), [fixture]);

  return (
    <div
      className="studio"
      style={{ display: 'grid', gridTemplateColumns: '440px 1fr', gap: 16, padding: 16, alignItems: 'start' }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void droppedFiles(e.dataTransfer.items).then(open);
      }}
    >
      <div className="stack" style={{ gap: 12 }}>
        <FolderSource
          folder={folder}
          onDemo={(sub) => void demoFolder(sub).then(setFolder)}
          onOpen={(files) => void open(files)}
          onDownload={() => void download()}
        />
        <PublishPanel folder={folder} />
        <StudioEditor folder={folder} onChange={setFolder} problems={problems} warnings={warnings} />
      </div>

      <div className="stack" style={{ gap: 12, minWidth: 0 }}>
        <PreviewToolbar view={view} languages={languages} onChange={setView} />
        {problems.length > 0 && fixture && (
          <p role="note">The preview shows the last valid version of the folder.</p>
        )}
        <div style={{ overflow: 'auto', maxWidth: '100%' }}>
          <div
            style={{ border: '1px solid #d0d0d0', borderRadius: 16, overflow: 'hidden', width: size.width }}
          >
            {ready ? (
              <DeviceFrame width={size.width} height={size.height} title="Storefront preview">
                <FixtureStorefront
                  key={previewKey}
                  options={{
                    fixture,
                    i18n: i18nInstance as i18n,
                    settings,
                    path: page.path(fixture),
                    user: page.user ? { ...fixtureCustomer, merchantId: fixture.merchant.id } : null,
                    orderStatus: view.orderStatus,
                    telegram: telegram?.app ?? null,
                    image: picture,
                    basket: page.basket ? sampleBasket(fixture) : [],
                  }}
                >
                  <App />
                </FixtureStorefront>
              </DeviceFrame>
            ) : (
              <p style={{ padding: 16 }}>
                {fixture ? 'Loading…' : 'The folder has problems: fix them to see it.'}
              </p>
            )}
            {telegram && chrome && (chrome.main.visible || chrome.back) && (
              <div
                aria-label="Telegram"
                style={{
                  display: 'flex',
                  gap: 8,
                  padding: 8,
                  background: chrome.bar,
                  color: view.channel === 'telegram-dark' ? '#fff' : '#000',
                }}
              >
                {chrome.back && (
                  <button
                    type="button"
                    className="btn"
                    style={{ background: 'transparent', color: 'inherit', border: '1px solid currentColor' }}
                    onClick={telegram.tapBack}
                  >
                    ‹ Back
                  </button>
                )}
                {chrome.main.visible && (
                  <button
                    type="button"
                    className="btn"
                    style={{
                      flex: 1,
                      background: chrome.main.color,
                      color: chrome.main.textColor,
                      opacity: chrome.main.active ? 1 : 0.5,
                    }}
                    disabled={!chrome.main.active}
                    onClick={telegram.tapMain}
                  >
                    {chrome.main.progress ? '…' : chrome.main.text}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
