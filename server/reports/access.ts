import type { FastifyRequest } from 'fastify';
import { fail } from '../http/errors';
import { requireStaff } from '../http/security';

/**
 * The reports are the manager's; an operator sees them too when the merchant allows it
 * (settings.reportsForOperators); the kitchen never.
 */
export function requireReportReader(request: FastifyRequest) {
  const staff = requireStaff(request);
  if (staff.role === 'MANAGER') return staff;
  if (staff.role === 'OPERATOR' && request.ctx.merchant?.settings.reportsForOperators === true) return staff;
  throw fail(403, 'ROLE_NOT_ALLOWED');
}
