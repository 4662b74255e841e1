import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { fieldClassName } from '@/components/ui/field-styles';
import { cn } from '@/lib/class-names';

/** A multi-line terminal text field. */
export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn(fieldClassName, 'resize-none', className)} {...props} />;
});
