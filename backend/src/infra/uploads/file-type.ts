/** What the bytes say a file is, whatever its name or the browser claimed. */
export interface SniffedType {
  mime: string;
  ext: string;
}

// file-type is ESM only: loaded once, on first use, for every caller.
let library: Promise<typeof import('file-type')> | undefined;
const fileType = () => (library ??= import('file-type'));

/** The type read from a file's (or a buffer's) first bytes; undefined when they match no known type. */
export async function sniffFileType(input: string | Uint8Array): Promise<SniffedType | undefined> {
  const lib = await fileType();
  const found = typeof input === 'string' ? await lib.fileTypeFromFile(input) : await lib.fileTypeFromBuffer(input);
  return found && { mime: found.mime, ext: found.ext };
}
