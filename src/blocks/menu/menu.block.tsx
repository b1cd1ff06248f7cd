import type { BlockProps } from '../../engine/registry';
import { MenuView } from '../../features/menu/components/menu-view';

export default function MenuBlock({ props }: BlockProps<{ showGroups?: boolean }>) {
  return <MenuView showGroups={props.showGroups ?? true} />;
}
