/**
 * A value built the first time it is asked for. Intl formatters load their locale data when
 * constructed: built at module load they were one long task in a phone's start-up
 * (docs/decisions/first-load.md), paid by screens that format nothing.
 */
export const onFirstUse = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
