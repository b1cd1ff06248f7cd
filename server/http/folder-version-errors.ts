/** A folder applied over a newer live merchant (server/onboarding/apply.ts StaleFolder). */
export const FOLDER_VERSION_MESSAGES = {
  STALE_FOLDER: [
    'The folder started from an older version than the live one; applying it would revert what is listed. Start from the live version, or force it',
    "Papka jonli versiyadan eskisidan boshlangan; uni qo'llash ro'yxatdagilarni ortga qaytaradi. Jonli versiyadan boshlang yoki majburan qo'llang",
    'Папка начата с более старой версии, чем действующая; её применение откатит перечисленное. Начните с действующей версии или примените принудительно',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;
