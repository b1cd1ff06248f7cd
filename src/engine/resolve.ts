import { BLOCK_FEATURES, type Block, type LayoutDocument, type PageName } from './layout-types';

/** The blocks of a page that render under these settings: the type's feature and every `when` flag on. */
export function resolvePage(
  doc: LayoutDocument,
  page: PageName,
  settings: Readonly<Record<string, unknown>>,
): Block[] {
  return (doc.pages[page]?.blocks ?? []).filter((block) => {
    const feature = BLOCK_FEATURES[block.type];
    if (feature && settings[feature] !== true) return false;
    return (block.when ?? []).every((flag) => settings[flag] === true);
  });
}
