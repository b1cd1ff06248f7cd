import { BLOCK_FEATURES, type Block, type LayoutDocument, type PageName, type Surface } from './layout-types';

/** The document's own page for the surface: inside Telegram its Telegram variant, where it has one. */
export function pageOf(doc: LayoutDocument, page: PageName, surface: Surface = 'web') {
  return (surface === 'telegram' ? doc.telegram?.pages?.[page] : undefined) ?? doc.pages[page];
}

/** The blocks of a page that render under these settings: the type's feature and every `when` flag on. */
export function resolvePage(
  doc: LayoutDocument,
  page: PageName,
  settings: Readonly<Record<string, unknown>>,
  surface: Surface = 'web',
): Block[] {
  return (pageOf(doc, page, surface)?.blocks ?? []).filter((block) => {
    const feature = BLOCK_FEATURES[block.type];
    if (feature && settings[feature] !== true) return false;
    return (block.when ?? []).every((flag) => settings[flag] === true);
  });
}
