import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sonnerStylesheets, styleHash } from './injected-stylesheets.ts';

describe('styleHash', () => {
  it('is the CSP sha256 source of the exact text', () => {
    expect(styleHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    const text = '[data-sonner-toaster]{position:fixed}';
    expect(styleHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });
});

describe('sonnerStylesheets', () => {
  it('reads the stylesheet sonner injects, after the empty <style> it appends first', () => {
    const source = `function __insertCSS(code) {}\n__insertCSS("[data-a]{content:'\\\\'}\\n");`;
    expect(sonnerStylesheets(source)).toEqual(['', "[data-a]{content:'\\'}\n"]);
  });

  it('finds the stylesheet in the installed sonner', () => {
    const [empty, stylesheet] = sonnerStylesheets();
    expect(empty).toBe('');
    expect(stylesheet).toContain('[data-sonner-toaster]');
  });

  it('fails the build when sonner injects its styles some other way', () => {
    expect(() => sonnerStylesheets('export const Toaster = () => null;')).toThrow(
      /update build\/injected-stylesheets.ts/,
    );
  });
});
