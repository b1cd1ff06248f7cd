/** Phone orders and order edits on the desk (server/orders/phone-order.ts, edit-order.ts). */
export const PHONE_ORDER_MESSAGES = {
  ORDER_NOT_EDITABLE: [
    'The order can no longer be changed: the kitchen has started it',
    "Buyurtmani endi o'zgartirib bo'lmaydi: oshxona uni tayyorlashni boshlagan",
    'Заказ уже нельзя изменить: кухня начала его готовить',
  ],
  EDIT_EXCEEDS_PAID: [
    'The order is paid online: its payment method cannot change',
    "Buyurtma onlayn to'langan: to'lov usulini o'zgartirib bo'lmaydi",
    'Заказ оплачен онлайн: способ оплаты изменить нельзя',
  ],
  NO_DIFFERENCE_DUE: [
    'Nothing is due on this order',
    "Bu buyurtma bo'yicha to'lanadigan farq yo'q",
    'По этому заказу нечего доплачивать',
  ],
  ORDER_PAYING: [
    'The customer is paying for this order right now; change it once the payment is done',
    "Mijoz hozir bu buyurtma uchun to'lamoqda; to'lov tugagach o'zgartiring",
    'Клиент прямо сейчас оплачивает этот заказ; измените его после оплаты',
  ],
  PAYMENT_NOT_EDITABLE: [
    'An order can be changed to cash or terminal only: an online payment is asked for by its link',
    "Buyurtmani faqat naqd yoki terminal to'loviga o'zgartirish mumkin: onlayn to'lov havola orqali so'raladi",
    'Заказ можно перевести только на наличные или терминал: онлайн-оплату просят по ссылке',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;
