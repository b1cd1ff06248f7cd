/**
 * Payme Merchant API as documented: its error codes (each with its message in uz, ru and en; the
 * answer carries all three) and each method's required fields and their types.
 */
export const ERRORS = {
  HTTP_METHOD: [
    -32300,
    "Faqat POST so'rovi",
    'Метод запроса должен быть POST',
    'The request method must be POST',
  ],
  PARSE: [-32700, 'JSON xato', 'Ошибка разбора JSON', 'Parse error'],
  REQUEST: [-32600, "So'rov noto'g'ri", 'Неверный запрос', 'Invalid request'],
  METHOD: [-32601, 'Usul topilmadi', 'Метод не найден', 'Method not found'],
  AUTH: [-32504, "Ruxsat yo'q", 'Недостаточно привилегий', 'Insufficient privilege'],
  AMOUNT: [-31001, "Summa noto'g'ri", 'Неверная сумма', 'Invalid amount'],
  NO_TRANSACTION: [-31003, 'Tranzaksiya topilmadi', 'Транзакция не найдена', 'Transaction not found'],
  CANNOT_CANCEL: [
    -31007,
    "Buyurtma bajarilgan, bekor qilib bo'lmaydi",
    'Заказ выполнен, отмена невозможна',
    'The order is fulfilled and cannot be cancelled',
  ],
  CANNOT_PERFORM: [
    -31008,
    "Amalni bajarib bo'lmaydi",
    'Невозможно выполнить операцию',
    'Unable to perform the operation',
  ],
  NO_ORDER: [-31050, 'Buyurtma topilmadi', 'Заказ не найден', 'Order not found'],
  ORDER_BUSY: [
    -31051,
    "Buyurtma uchun boshqa to'lov kutilmoqda",
    'По заказу ожидается другой платёж',
    'Another payment of this order is pending',
  ],
} as const;

const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
const isCount = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isTime = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
export const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each method's required fields and their types, as Payme documents them (-32600 otherwise). */
export const REQUIRED: Record<string, Record<string, (v: unknown) => boolean>> = {
  CheckPerformTransaction: { amount: isCount, account: isObject },
  CreateTransaction: { id: isText, time: isTime, amount: isCount, account: isObject },
  PerformTransaction: { id: isText },
  CancelTransaction: { id: isText, reason: (v) => typeof v === 'number' && Number.isInteger(v) },
  CheckTransaction: { id: isText },
  GetStatement: { from: isTime, to: isTime },
  SetFiscalData: {
    id: isText,
    type: (v) => v === 'PERFORM' || v === 'CANCEL',
    fiscal_data: isObject,
  },
};
