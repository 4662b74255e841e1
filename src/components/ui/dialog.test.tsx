import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

function renderDialog() {
  return render(
    <Dialog>
      <DialogTrigger>OPEN</DialogTrigger>
      <DialogContent>
        <DialogTitle>CONFIRM</DialogTitle>
        <DialogDescription>Are you sure?</DialogDescription>
        <DialogClose>CANCEL</DialogClose>
      </DialogContent>
    </Dialog>,
  );
}

const styleElements = () => document.querySelectorAll('style').length;

describe('DialogContent', () => {
  it('keeps the page from scrolling while open, and lets it scroll again once closed', async () => {
    document.body.style.overflow = 'auto';
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'OPEN' }));
    expect(await screen.findByRole('dialog', { name: 'CONFIRM' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('adds no <style> element to the page (a strict CSP would refuse it)', async () => {
    const before = styleElements();
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'OPEN' }));
    await screen.findByRole('dialog', { name: 'CONFIRM' });
    expect(styleElements()).toBe(before);
  });
});
