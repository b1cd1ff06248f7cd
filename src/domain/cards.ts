/** Card checks done before anything reaches a provider. */
export function isValidCardNumber(number: string): boolean {
  if (!/^\d{16}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isExpired(expire: string, now: Date): boolean {
  const [mm, yy] = expire.split('/').map(Number);
  if (!mm || mm > 12 || yy === undefined || Number.isNaN(yy)) return true;
  const end = new Date(Date.UTC(2000 + yy, mm, 1));
  return end.getTime() <= now.getTime();
}

export function cardType(number: string): 'UZCARD' | 'HUMO' | 'VISA' | 'MASTERCARD' {
  if (number.startsWith('8600') || number.startsWith('5614')) return 'UZCARD';
  if (number.startsWith('9860')) return 'HUMO';
  if (number.startsWith('4')) return 'VISA';
  return 'MASTERCARD';
}

export const maskCard = (number: string) => `${number.slice(0, 4)} •••• •••• ${number.slice(-4)}`;
