import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'outline' | 'light';
export type ButtonSize = 'small' | 'medium' | 'large' | 'circle';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner instead of the label and blocks presses. */
  isLoading?: boolean;
  children?: ReactNode;
}

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : ''].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size={16} label="Working" /> : children}
    </button>
  );
}
