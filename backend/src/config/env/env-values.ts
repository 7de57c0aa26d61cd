import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : !(value === false || value === 'false');
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** An empty variable counts as unset, so its default (or its absence) applies. */
export const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Applies decorators as if written one above the other over the property, top first. */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
}

const bounds = (min: number, max?: number) => (max === undefined ? [Min(min)] : [Min(min), Max(max)]);

/** A whole number from min (and up to max); unset or empty: the property's default. */
export const IntVar = (min: number, max?: number) => stacked(Transform(toInt), IsInt(), ...bounds(min, max));

/** A whole number that may stay unset. */
export const OptionalIntVar = (min: number, max: number) =>
  stacked(Transform(toInt), IsOptional(), IsInt(), ...bounds(min, max));

/** true unless the value is 'false'; unset or empty: the property's default. */
export const BoolVar = () => stacked(Transform(toBool), IsBoolean());

/** A string that may stay unset (an empty one counts as unset), with any further checks. */
export const OptionalStringVar = (...checks: PropertyDecorator[]) =>
  stacked(Transform(blankToUndefined), IsOptional(), IsString(), ...checks);
