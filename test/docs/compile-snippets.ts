import { existsSync, readFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import ts from 'typescript';

// Host scripts type-checked as a store page developer's strict TypeScript checks them: each a module of its
// own, with the DOM and ES2022 libraries, against the storefront declarations wherever the script's
// `/// <reference path="…/storefront.d.ts" />` puts them (a script without one sees them as a tsconfig
// `include` would). Used for the page reference's snippets and the declarations' own cases.

const LIB_DIR = dirname(ts.getDefaultLibFilePath({}));
/** Where the program holds the declarations. */
const SHIPPED = '/declarations/storefront.d.ts';

export interface Snippet {
  /** `docs/page/events.md:42`: the page and the line of the block's first code line. */
  where: string;
  code: string;
  fragment: boolean;
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
  types: [],
  skipDefaultLibCheck: true,
};

/** Where `code`'s `/// <reference path>` to the declarations points, from `/snippets/`; else `SHIPPED`. */
function declarationsPath(code: string): string {
  const reference = ts
    .preProcessFile(code, true, true)
    .referencedFiles.find((file) => file.fileName.endsWith('storefront.d.ts'));
  return reference ? posix.resolve('/snippets', reference.fileName) : SHIPPED;
}

/**
 * The diagnostics of `snippets` compiled side by side in memory (each a module of its own) beside the
 * declarations at `path`, as `page:line:column message`.
 */
function compile(snippets: readonly Snippet[], declarations: string, path: string): string[] {
  const files = new Map(snippets.map((snippet, index) => [`/snippets/${index}.ts`, snippet]));
  const text = (name: string): string | undefined => {
    if (files.has(name)) return files.get(name)?.code;
    if (name === path) return declarations;
    if (name.startsWith(`${LIB_DIR}/lib.`) && name.endsWith('.d.ts') && existsSync(name))
      return readFileSync(name, 'utf8');
    return undefined;
  };
  const host: ts.CompilerHost = {
    getSourceFile: (name, version) => {
      const content = text(name);
      return content === undefined ? undefined : ts.createSourceFile(name, content, version, true);
    },
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    writeFile: () => {},
    getCurrentDirectory: () => '/snippets',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => text(name) !== undefined,
    readFile: text,
    directoryExists: () => true,
    getDirectories: () => [],
  };
  const program = ts.createProgram([...files.keys(), path], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const snippet = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    if (!snippet) return `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${message}`;
    const [page, first = '0'] = snippet.where.split(':');
    return `${page}:${Number(first) + line}:${character + 1} ${message}`;
  });
}

/**
 * Each snippet's diagnostics: the snippets whose reference lines put the declarations at one path (or that
 * have none) compiled together, the declarations there.
 */
export function snippetDiagnostics(snippets: readonly Snippet[], declarations: string): string[] {
  const byPath = new Map<string, Snippet[]>();
  for (const snippet of snippets) {
    const path = declarationsPath(snippet.code);
    byPath.set(path, [...(byPath.get(path) ?? []), snippet]);
  }
  return [...byPath].flatMap(([path, group]) => compile(group, declarations, path));
}
