import { createContext, useContext, type ComponentType } from 'react';
import type { ResolvedBlockProps } from './block-props.gen';
import type { BlockType } from './layout-types';

/** What a block component receives: its id and its props (the document's over the schema's defaults). */
export interface BlockProps<T extends BlockType> {
  id: string;
  props: ResolvedBlockProps[T];
}

/** A block type's component (lazy or not): it takes that type's props. */
export type BlockComponent<T extends BlockType> = ComponentType<BlockProps<T>>;

/** type → component; the app's block registry is the one place that knows every block. */
export type BlockRegistry = { [T in BlockType]: BlockComponent<T> };

export const BlockRegistryContext = createContext<BlockRegistry | null>(null);

export function useBlockRegistry(): BlockRegistry {
  const registry = useContext(BlockRegistryContext);
  if (!registry) throw new Error('useBlockRegistry outside BlockRegistryContext');
  return registry;
}
