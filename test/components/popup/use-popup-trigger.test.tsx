import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { usePopupTrigger, type PopupTriggerOptions } from '../../../src/components/popup/use-popup-trigger';

type HarnessProps = Partial<Pick<PopupTriggerOptions, 'kind' | 'busy' | 'controls' | 'initialFocus'>> & {
  onDismiss?: PopupTriggerOptions['onDismiss'];
};

// Test-only labels: the hook renders no text of its own.
function Harness({ kind = 'menu', onDismiss, ...options }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const { triggerProps, popupProps } = usePopupTrigger({
    kind,
    open,
    ...options,
    onDismiss: (reason) => {
      onDismiss?.(reason);
      setOpen(false);
    },
  });
  return (
    <>
      <button type="button">outside</button>
      <button type="button" {...triggerProps} onClick={() => setOpen((was) => !was)}>
        trigger
      </button>
      {open && (
        <div {...popupProps} tabIndex={-1} data-testid="popup">
          <button type="button" disabled>
            first
          </button>
          <button type="button">second</button>
        </div>
      )}
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'trigger' });

describe('usePopupTrigger', () => {
  it('closed: aria-haspopup and aria-expanded=false, no aria-controls, no aria-busy', () => {
    render(<Harness kind="dialog" />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(trigger()).not.toHaveAttribute('aria-busy');
  });

  it('open: aria-controls names the popup, and focus moves to its first match', async () => {
    render(<Harness initialFocus="button:not([disabled])" />);
    await userEvent.click(trigger());
    const popup = screen.getByTestId('popup');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(popup.id).not.toBe('');
    expect(trigger()).toHaveAttribute('aria-controls', popup.id);
    expect(screen.getByRole('button', { name: 'second' })).toHaveFocus();
  });

  it('focuses the popup itself when nothing matches', async () => {
    render(<Harness initialFocus="a[href]" />);
    await userEvent.click(trigger());
    expect(screen.getByTestId('popup')).toHaveFocus();
  });

  it('busy: aria-busy=true on the trigger', () => {
    render(<Harness busy />);
    expect(trigger()).toHaveAttribute('aria-busy', 'true');
  });

  it('controls=false: neither aria-controls nor a popup id', async () => {
    render(<Harness controls={false} />);
    await userEvent.click(trigger());
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(screen.getByTestId('popup')).not.toHaveAttribute('id');
  });

  it('Esc dismisses and returns focus to the trigger', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} initialFocus="button:not([disabled])" />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('escape');
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('a press outside dismisses and leaves focus there; presses on the trigger or popup do not', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await userEvent.click(trigger());
    fireEvent.mouseDown(screen.getByTestId('popup'));
    fireEvent.mouseDown(trigger());
    expect(onDismiss).not.toHaveBeenCalled();
    const outside = screen.getByRole('button', { name: 'outside' });
    await userEvent.click(outside);
    expect(onDismiss).toHaveBeenCalledWith('outside');
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(outside).toHaveFocus();
  });
});
