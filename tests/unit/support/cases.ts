// Cases written as text in the tests' tables: conjugation rows, "input:expected" pairs.

/** The value if the list has it; otherwise an error, so a typo in a case fails the test. */
export function oneOf<T extends string>(values: readonly T[], value: string | undefined): T {
  if (!values.includes(value as T)) throw new Error(`"${value}" is not one of ${values}`);
  return value as T;
}

/** Pairs written "input:expected", separated by spaces or new lines. */
export const pairs = (text: string) =>
  (text.match(/\S+/g) ?? []).map((pair) => pair.split(':') as [string, string]);
