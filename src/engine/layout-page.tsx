import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { DEFAULT_LAYOUT, useLayout } from './layout-context';
import type { BlockType, PageName } from './layout-types';
import { useBlockRegistry, type BlockComponent, type BlockRegistry } from './registry';
import { pageOf, resolvePage, type ResolvedBlock } from './resolve';

/** One block's failure never takes the page down: it renders nothing and says so in the console. */
class BlockBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error(`Block ${this.props.id} failed:`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A block's box. Once the block is on the page and answers (hydrated and committed, effects run)
 * the box says so (`data-live`): what a customer did before that waits for it
 * (src/platform/early-input.ts).
 */
function BlockFrame({ type, children }: { type: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-live', '');
  }, []);
  return (
    <div ref={ref} className={`block block--${type}`} data-block={type}>
      {children}
    </div>
  );
}

/** A block by its type's component, given that type's props. */
function BlockOf<T extends BlockType>({
  block,
  registry,
}: {
  block: ResolvedBlock<T>;
  registry: BlockRegistry;
}) {
  const Block: BlockComponent<T> = registry[block.type];
  return <Block id={block.id} props={block.props} />;
}

/** Renders a page of the layout: its blocks that the settings allow, each in its own error and suspense boundary. */
export function LayoutPage({ page }: { page: PageName }) {
  const { layout, flags, surface } = useLayout();
  const registry = useBlockRegistry();
  // A page the merchant's document leaves out comes from the default layout.
  const doc = pageOf(layout, page, surface) ? layout : DEFAULT_LAYOUT;
  const blocks = resolvePage(doc, page, flags, surface);
  return (
    <>
      {blocks.map((block) => {
        return (
          <BlockBoundary key={block.id} id={block.id}>
            <Suspense
              fallback={
                <div className="skeleton" style={{ height: 96, margin: '8px 0' }} aria-hidden="true" />
              }
            >
              <BlockFrame type={block.type}>
                <BlockOf block={block} registry={registry} />
              </BlockFrame>
            </Suspense>
          </BlockBoundary>
        );
      })}
    </>
  );
}
