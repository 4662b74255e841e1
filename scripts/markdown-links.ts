import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** A relative link of a Markdown file that leads nowhere. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown text, numbered as GitHub numbers repeated headings (-1, -2…). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text)?.[1];
    if (!heading) continue;
    const base = headingAnchor(heading.replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The lines outside fenced code blocks, with their numbers. */
function proseLines(markdown: string): Array<{ number: number; text: string }> {
  const lines: Array<{ number: number; text: string }> = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ number: index + 1, text });
  });
  return lines;
}

const linkPattern = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\b(?:src|href)="([^"]+)"/g;

/** The link targets of a Markdown text that point inside the repository, with their lines. */
export function relativeLinks(markdown: string): Array<{ line: number; target: string }> {
  const links: Array<{ line: number; target: string }> = [];
  for (const { number, text } of proseLines(markdown)) {
    const withoutCode = text.replace(/`[^`]*`/g, '``');
    for (const match of withoutCode.matchAll(linkPattern)) {
      const target = match[1] ?? match[2] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      links.push({ line: number, target });
    }
  }
  return links;
}

/** Checks each relative link of the files: the file or folder exists, and so does its anchor. */
export async function findBrokenLinks(files: string[]): Promise<BrokenLink[]> {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = async (file: string) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(await readFile(file, 'utf8')));
    return anchorCache.get(file) ?? new Set<string>();
  };
  for (const file of files) {
    for (const { line, target } of relativeLinks(await readFile(file, 'utf8'))) {
      const [pathPart = '', anchor] = target.split('#');
      const destination = pathPart
        ? path.resolve(path.dirname(file), decodeURIComponent(pathPart))
        : file;
      const report = (problem: string) => broken.push({ file, line, target, problem });
      if (!existsSync(destination)) {
        report('no such file');
        continue;
      }
      if (anchor === undefined) continue;
      if (statSync(destination).isDirectory() || !destination.endsWith('.md')) {
        report('an anchor into something that is not a Markdown file');
      } else if (!(await anchorsIn(destination)).has(anchor)) {
        report(`no heading with the anchor #${anchor}`);
      }
    }
  }
  return broken;
}
