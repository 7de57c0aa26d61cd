// `tsc -p <tsconfig>` with @nestjs/swagger's CLI plugin as a transformer (plain tsc cannot load
// plugins): the contracts' DTO classes get their OpenAPI shape from their types and class-validator
// decorators, and the backend's controllers their responses, with no @ApiProperty written by hand.
// Used by the builds of libs/contracts and backend.
import { before } from '@nestjs/swagger/plugin';
import ts from 'typescript';

const project = process.argv[2] ?? 'tsconfig.build.json';
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) };
const config = ts.getParsedCommandLineOfConfigFile(project, {}, host);
if (!config) process.exit(1);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  projectReferences: config.projectReferences,
});
const openapi = before(
  {
    classValidatorShim: true,
    introspectComments: true,
    dtoFileNameSuffix: ['.dto.ts'],
    controllerFileNameSuffix: ['.controller.ts'],
  },
  program,
);
const emitted = program.emit(undefined, undefined, undefined, false, { before: [openapi] });
report([...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]);

function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const formatHost = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  process.exit(1);
}
