import type { Merchant } from '../db/schema';
import { HttpError } from '../http/errors';
import { validateConfig } from '../../src/onboarding/config';
import type { FolderInput, Problem } from '../../src/onboarding/config-types';

/** A refusal of the folder's rules for the back office: the field and the folder validation's words. */
export interface FieldProblem {
  path: string;
  message: string;
}

const [ENG, UZ, RU] = [
  'Check the marked fields',
  'Belgilangan maydonlarni tekshiring',
  'Проверьте отмеченные поля',
];

/** 422 with each problem: the same words the folder's validation gives (npm run merchant -- validate). */
export class Refused extends HttpError {
  constructor(readonly problems: FieldProblem[]) {
    const first = problems[0] ? ` — ${problems[0].path} ${problems[0].message}` : '';
    super(422, 'INVALID_FIELDS', `${ENG}${first}`, {
      eng: `${ENG}${first}`,
      uz: `${UZ}${first}`,
      ru: `${RU}${first}`,
    });
  }
  override toBody() {
    return { ...super.toBody(), problems: this.problems };
  }
}

/** One problem of our own (a dish's category not found), worded as the folder's are. */
export const refuse = (path: string, message: string) => new Refused([{ path, message }]);

/** The settings the merchant's folder wrote (what decides the languages and online payments). */
export const folderSettings = (merchant: Merchant) => {
  const { merchantId: _, ...settings } = merchant.settings as Record<string, unknown>;
  return settings;
};

/**
 * Runs the onboarding folder's validation (schemas and rules, src/onboarding/config.ts) over a
 * folder holding the merchant's settings and the piece written, and keeps the problems of the
 * piece (`file`, `at`: e.g. menu.json /products/0), their paths made the piece's own (/price).
 * The piece's pictures are names the picture store holds (the upload names them).
 */
export function pieceProblems(
  merchant: Merchant,
  folder: Omit<FolderInput, 'settings'>,
  file: string,
  at: string,
  pictures: readonly (string | null | undefined)[] = [],
): FieldProblem[] {
  const images = Object.fromEntries(pictures.filter((p): p is string => !!p).map((p) => [p, p]));
  const problems = validateConfig({
    ...folder,
    settings: folderSettings(merchant),
    merchant: { sub: merchant.sub, name: merchant.name, secrets: merchant.secrets },
    images,
  });
  return problems
    .filter((p: Problem) => p.file === file && (p.path === at || p.path.startsWith(`${at}/`)))
    .map((p) => ({ path: p.path.slice(at.length) || '/', message: p.message }));
}

/** Throws the problems of a piece (422), if it has any. */
export function mustPass(problems: FieldProblem[]) {
  if (problems.length > 0) throw new Refused(problems);
}
