import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginPendingWork, pendingWork, PendingWhileMounted, usePendingWhile } from './pending-work';

describe('pending work', () => {
  let ends: (() => void)[] = [];
  afterEach(() => {
    for (const end of ends) end();
    ends = [];
  });

  it('counts each piece by kind until it ends, once however often it is ended', () => {
    const before = pendingWork();
    const work = beginPendingWork();
    const gated = beginPendingWork('afterFirstView');
    ends.push(work, gated);
    expect(pendingWork()).toEqual({ work: before.work + 1, afterFirstView: before.afterFirstView + 1 });
    work();
    work();
    expect(pendingWork()).toEqual({ work: before.work, afterFirstView: before.afterFirstView + 1 });
    gated();
    expect(pendingWork()).toEqual(before);
  });

  it('holds a piece for as long as a fallback is mounted', () => {
    const before = pendingWork().work;
    const view = render(
      <PendingWhileMounted>
        <p>loading</p>
      </PendingWhileMounted>,
    );
    expect(view.getByText('loading')).toBeTruthy();
    expect(pendingWork().work).toBe(before + 1);
    view.unmount();
    expect(pendingWork().work).toBe(before);
  });
});

describe('usePendingWhile', () => {
  function Deferring({ pending }: { pending: boolean }) {
    usePendingWhile(pending);
    return null;
  }

  it('holds a piece while its condition is true and lets it go when it turns false or unmounts', () => {
    const before = pendingWork().work;
    const view = render(<Deferring pending />);
    expect(pendingWork().work).toBe(before + 1);
    view.rerender(<Deferring pending={false} />);
    expect(pendingWork().work).toBe(before);
    view.rerender(<Deferring pending />);
    view.unmount();
    expect(pendingWork().work).toBe(before);
  });
});
