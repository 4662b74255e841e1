import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anchorsOf, findBrokenLinks, headingAnchor, relativeLinks } from './markdown-links';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

async function documentationFiles(): Promise<string[]> {
  const docs = path.join(repositoryRoot, 'docs');
  const names = (await readdir(docs)).filter((name) => name.endsWith('.md'));
  return [path.join(repositoryRoot, 'README.md'), ...names.map((name) => path.join(docs, name))];
}

describe('the links of README.md and docs/', () => {
  it('all lead to a file that exists, and to a heading that exists', async () => {
    const files = await documentationFiles();
    expect(files.length).toBeGreaterThan(1);

    const broken = await findBrokenLinks(files);

    expect(
      broken.map(
        ({ file, line, target, problem }) =>
          `${path.relative(repositoryRoot, file)}:${line} ${target}: ${problem}`,
      ),
    ).toEqual([]);
  });
});

describe('the link checker', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'markdown-links-'));
    await mkdir(path.join(folder, 'docs'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(headingAnchor('The local stack (npm run stack)')).toBe('the-local-stack-npm-run-stack');
    expect(headingAnchor('The hedge budget and the time limit, measured')).toBe(
      'the-hedge-budget-and-the-time-limit-measured',
    );
    expect([...anchorsOf('# Tests\n## Tests\n## `route` function\n')]).toEqual([
      'tests',
      'tests-1',
      'route-function',
    ]);
  });

  it('ignores web links and everything in code', () => {
    const links = relativeLinks(
      '[web](https://example.org) [mail](mailto:a@b.c) `[code](nowhere.md)`\n```\n[x](gone.md)\n```\n[doc](docs/a.md)',
    );

    expect(links).toEqual([{ line: 5, target: 'docs/a.md' }]);
  });

  it('reports a missing file, a missing anchor and a missing image, with their lines', async () => {
    const readme = path.join(folder, 'README.md');
    await writeFile(path.join(folder, 'docs', 'a.md'), '# A\n## Has this\n');
    await writeFile(
      readme,
      [
        '# Read me',
        '[fine](docs/a.md#has-this) [fine too](#read-me)',
        '[gone](docs/b.md)',
        '[no anchor](docs/a.md#lacks-this)',
        '<img src="docs/screenshots/x.png" alt="x">',
      ].join('\n'),
    );

    const broken = await findBrokenLinks([readme]);

    expect(broken.map(({ line, target, problem }) => [line, target, problem])).toEqual([
      [3, 'docs/b.md', 'no such file'],
      [4, 'docs/a.md#lacks-this', 'no heading with the anchor #lacks-this'],
      [5, 'docs/screenshots/x.png', 'no such file'],
    ]);
  });
});
