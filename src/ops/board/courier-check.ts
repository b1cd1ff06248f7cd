/** 998 and nine digits: what the API takes as a phone. */
const UZ_PHONE = /^998\d{9}$/;

/** What is wrong with a courier the desk is about to assign, as a key of ops-board.json; null when nothing. */
export function courierProblem(courier: { name: string; phone: string }) {
  if (!courier.name.trim()) return 'courierNameNeeded' as const;
  if (!UZ_PHONE.test(courier.phone)) return 'courierPhoneNeeded' as const;
  return null;
}
