import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockType } from './layout-types';

/** What a block component receives: its id and the props the layout gives it. */
export interface BlockProps<P = Record<string, unknown>> {
  id: string;
  props: P;
}

export type BlockComponent =
  LazyExoticComponent<ComponentType<BlockProps<never>>> | ComponentType<BlockProps<never>>;

/** type → component; the app's block registry is the one place that knows every block. */
export type BlockRegistry = Record<BlockType, BlockComponent>;

export const BlockRegistryContext = createContext<BlockRegistry | null>(null);

export function useBlockRegistry(): BlockRegistry {
  const registry = useContext(BlockRegistryContext);
  if (!registry) throw new Error('useBlockRegistry outside BlockRegistryContext');
  return registry;
}
