import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('runs onClick and shows its label', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    screen.getByRole('button', { name: 'Continue' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a spinner and blocks presses while loading', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} isLoading>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });
});
