import { useEffect, useRef } from 'react';
import { keepsRinging, type SlaLimits } from '../../domain/kitchen-sla';
import type { StaffOrder } from '../ops-api';
import { ring } from '../ring';

/** How often the desk rings again while a new order waits past the merchant's minutes to accept it. */
const AGAIN_MS = 20_000;

/** The desk keeps ringing while any new order has waited too long to be accepted (operators only). */
export function useKeepRinging(operator: boolean, orders: StaffOrder[], limits: SlaLimits) {
  const latest = useRef({ orders, limits });
  useEffect(() => {
    latest.current = { orders, limits };
  }, [orders, limits]);
  useEffect(() => {
    if (!operator) return;
    const timer = setInterval(() => {
      if (keepsRinging(latest.current.orders, new Date(), latest.current.limits)) ring();
    }, AGAIN_MS);
    return () => clearInterval(timer);
  }, [operator]);
}
