import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldClassName } from '@/components/ui/field-styles';
import { cn } from '@/lib/class-names';

/** A single-line terminal text field. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, type = 'text', ...props }, ref) {
    return (
      <input ref={ref} type={type} className={cn(fieldClassName, 'h-10', className)} {...props} />
    );
  },
);
