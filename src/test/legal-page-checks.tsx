import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';

/** A statement the spec requires: what it says, the section it stands in, and its wording. */
export type LegalStatement = readonly [fact: string, heading: string, statement: RegExp];

/** What the spec fixes for a legal page: where it is served, its title, date, sections, facts. */
export interface LegalPageSpecification {
  page: ReactElement;
  path: string;
  title: string;
  lastUpdated: string;
  sectionHeadings: readonly string[];
  statements: readonly LegalStatement[];
}

/** Mounts a legal page at its path, with a stand-in /dashboard for BACK to land on. */
export function renderLegalPage(page: ReactElement, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/dashboard" element={<p>Dashboard screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The text of the numbered section under the given heading, whitespace collapsed. */
export function sectionText(heading: string): string {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`No <section> around "${heading}"`);
  return (section.textContent ?? '').replace(/\s+/g, ' ');
}

/**
 * The tests every legal page shares, inside the caller's describe: the title and date, exactly
 * the spec's sections in order, each required statement in its section, and BACK to /dashboard.
 */
export function addLegalPageTests(specification: LegalPageSpecification): void {
  const { page, path, title, lastUpdated, sectionHeadings, statements } = specification;

  it(`shows the title ${title} and the date ${lastUpdated}`, () => {
    renderLegalPage(page, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${lastUpdated}`);
  });

  it(`has exactly the ${sectionHeadings.length} sections of the spec, in order`, () => {
    renderLegalPage(page, path);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(sectionHeadings);
  });

  it.each(statements)('states %s', (_fact, heading, statement) => {
    renderLegalPage(page, path);
    expect(sectionText(heading)).toMatch(statement);
  });

  it('goes back to /dashboard when BACK is pressed', async () => {
    renderLegalPage(page, path);
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });
}
