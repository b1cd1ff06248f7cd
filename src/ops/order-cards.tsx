import { Fragment, type ReactNode } from 'react';
import type { StaffOrder } from './ops-api';
import type { OrderCardProps } from './order-card';

/**
 * The desk's cards for a list of orders (a board column, the history): each given the order, its
 * branch's name and who looks at it; `card` draws one (compact on the board, whole in the history).
 */
export function OrderCards({
  orders,
  branchName,
  card,
  ...desk
}: Omit<OrderCardProps, 'order' | 'branchName'> & {
  orders: StaffOrder[];
  branchName: (id: number) => string | null;
  card: (props: OrderCardProps) => ReactNode;
}) {
  return orders.map((order) => (
    <Fragment key={order.id}>{card({ ...desk, order, branchName: branchName(order.branch) })}</Fragment>
  ));
}
