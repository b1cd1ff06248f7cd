import type { BlockProps } from '../../engine/registry';
import { QuickAdd } from '../../features/basket/components/quick-add';
import { MenuView } from '../../features/menu/components/menu-view';

export default function MenuBlock({ props }: BlockProps<'menu'>) {
  return <MenuView showGroups={props.showGroups} quickAdd={(product) => <QuickAdd product={product} />} />;
}
