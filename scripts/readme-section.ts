// Benchmarks write their results into README.md's Performance section: one `### <title>` section each.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/**
 * Replaces the README section whose heading starts with `headingStart` by `section` (its lines, the
 * heading first), or adds it at the end of the Performance section. Only the section is formatted
 * (prettier, markdown), so the rest of the README stays as it is.
 */
export async function writeReadmeSection(headingStart: string, section: readonly string[]): Promise<void> {
  const readmePath = path.resolve('README.md');
  const prettierOptions = (await prettier.resolveConfig(readmePath)) ?? {};
  const formatted = (await prettier.format(section.join('\n'), { ...prettierOptions, parser: 'markdown' }))
    .trimEnd()
    .split('\n');
  const lines = readFileSync(readmePath, 'utf8').split('\n');
  const startAt = lines.findIndex((l) => l.startsWith(headingStart));
  if (startAt >= 0) {
    let endAt = startAt + 1;
    while (endAt < lines.length && !/^##+ /.test(lines[endAt]!)) endAt++;
    lines.splice(startAt, endAt - startAt, ...formatted, '');
  } else {
    const heading = lines.findIndex((l) => l.trim() === '## Performance');
    let endAt = heading + 1;
    while (endAt < lines.length && !/^## /.test(lines[endAt]!)) endAt++;
    lines.splice(endAt, 0, ...formatted, '');
  }
  writeFileSync(readmePath, lines.join('\n'));
  console.log('README.md performance section updated.');
}
