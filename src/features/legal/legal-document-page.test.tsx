import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LegalDocumentPage } from './legal-document-page';
import type { LegalDocument } from './legal-document-schema';

const sampleDocument: LegalDocument = {
  title: 'Sample Notice',
  lastUpdated: '2024-02-29',
  introduction: ['Opening paragraph.'],
  sections: [
    {
      id: 'first-part',
      heading: 'First Part',
      body: ['Before the list.', { list: ['Item one.', 'Item two.'] }, 'After the list.'],
    },
    { id: 'second-part', heading: 'Second Part', body: ['Write to help@example.org today.'] },
  ],
};

function renderSampleDocument() {
  render(
    <MemoryRouter initialEntries={['/sample']}>
      <Routes>
        <Route path="/sample" element={<LegalDocumentPage legalDocument={sampleDocument} />} />
        <Route path="/dashboard" element={<p>Dashboard screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LegalDocumentPage', () => {
  it('shows the title in upper case as the only level-1 heading', () => {
    renderSampleDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'SAMPLE NOTICE' })).toBeInTheDocument();
  });

  it('shows the last-updated line with a machine-readable date', () => {
    renderSampleDocument();
    const line = screen.getByText(/^Last updated:/);
    expect(line).toHaveTextContent('Last updated: February 29, 2024');
    expect(line.querySelector('time')).toHaveAttribute('datetime', '2024-02-29');
  });

  it('numbers each section from its position and gives it a level-2 heading', () => {
    renderSampleDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. First Part',
      '2. Second Part',
    ]);
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe('SECTION');
    expect(headings[0]?.parentElement).toHaveAttribute('id', 'first-part');
  });

  it('keeps paragraphs and lists in the order the data gives them', () => {
    renderSampleDocument();
    const section = screen.getByRole('heading', { name: '1. First Part' }).parentElement;
    if (!section) throw new Error('The section element is missing');
    const blocks = Array.from(section.children).slice(1);
    expect(blocks.map((block) => block.tagName)).toEqual(['P', 'UL', 'P']);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Item one.', 'Item two.']);
  });

  it('turns e-mail addresses into mailto links and leaves the rest as text', () => {
    renderSampleDocument();
    const link = screen.getByRole('link', { name: 'help@example.org' });
    expect(link).toHaveAttribute('href', 'mailto:help@example.org');
    expect(link.parentElement).toHaveTextContent('Write to help@example.org today.');
  });

  it('goes to /dashboard when BACK is pressed', async () => {
    renderSampleDocument();
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });
});
