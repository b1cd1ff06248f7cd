// Types of the generated standalone validators (scripts/gen-validators.ts).
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface Validator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}
export const validateLayout: Validator;
export const validateSettings: Validator;
