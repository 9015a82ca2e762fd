import { cloneElement, useEffect, useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Anchor, Bubble } from './Tooltip.styles';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text of the tooltip; it also describes the trigger for screen readers. */
  content: ReactNode;
  /** A single focusable trigger element. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Side of the trigger to show on. */
  placement?: 'top' | 'bottom';
}

/**
 * A short hint shown on hover and keyboard focus, hidden on Escape (WCAG 1.4.13).
 *
 * @example
 * <Tooltip content="Время приготовления до 1,5 часа"><IconButton aria-label="Долго готовится">…</IconButton></Tooltip>
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble id={id} role="tooltip" hidden={!open} $placement={placement}>
        {content}
      </Bubble>
    </Anchor>
  );
}
