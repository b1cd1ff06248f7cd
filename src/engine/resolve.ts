import { BLOCK_PROP_DEFAULTS, type ResolvedBlockProps } from './block-props.gen';
import {
  BLOCK_FEATURES,
  type Block,
  type BlockType,
  type LayoutDocument,
  type PageName,
  type Surface,
} from './layout-types';

/** A block as it renders: its props are the document's over the schema's defaults. */
export type ResolvedBlock<T extends BlockType = BlockType> = {
  [K in T]: { id: string; type: K; props: ResolvedBlockProps[K] };
}[T];

/**
 * The schema's defaults under the document's props, applied here once. (TypeScript cannot follow
 * a spread through a type parameter; the generated defaults are typed per block type.)
 */
const withDefaults = <T extends BlockType>(block: Block<T>): ResolvedBlock<T> =>
  ({
    id: block.id,
    type: block.type,
    props: { ...BLOCK_PROP_DEFAULTS[block.type], ...block.props },
  }) as ResolvedBlock<T>;

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
): ResolvedBlock[] {
  return (pageOf(doc, page, surface)?.blocks ?? [])
    .filter((block) => {
      const feature = BLOCK_FEATURES[block.type];
      if (feature && settings[feature] !== true) return false;
      return (block.when ?? []).every((flag) => settings[flag] === true);
    })
    .map(withDefaults);
}
