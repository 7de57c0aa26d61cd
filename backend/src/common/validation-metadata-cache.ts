import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];
// class-validator's package root does not export the rule's type; it is what a lookup returns.
type ValidationMetadata = ReturnType<Lookup>[number];

const CACHED = Symbol('validationMetadataCached');

/**
 * Makes class-validator look a DTO's rules up once. On every validate it scans every registered class
 * for the DTO's ancestors and groups the rules by property again (typestack/class-validator#2686):
 * a quarter of a chat message's validation, which was 4 points of a core at 1,000 messages a second
 * (bench/chat, the socket's validation left out to price it). A class's rules, inherited ones
 * included, are all registered when the class is defined, before it can be validated; anything
 * registered later (a schema, a class made at run time) empties the cache all the same.
 */
export function cacheValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  const marked = storage as MetadataStorage & { [CACHED]?: true };
  if (marked[CACHED]) return;
  marked[CACHED] = true;

  const lookUp: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  let rules = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (typeof target !== 'function') return lookUp(target, schema, always, strictGroups, groups);
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let byOptions = rules.get(target);
    if (!byOptions) rules.set(target, (byOptions = new Map<string, ValidationMetadata[]>()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookUp(target, schema, always, strictGroups, groups)));
    return found;
  };
  // Keyed by the array the lookup above returned, which is the same one for every call now.
  storage.groupByPropertyName = (metadata) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) grouped.set(metadata, (byProperty = group(metadata)));
    return byProperty;
  };
  storage.addValidationMetadata = (metadata) => {
    rules = new WeakMap();
    grouped = new WeakMap();
    register(metadata);
  };
}
